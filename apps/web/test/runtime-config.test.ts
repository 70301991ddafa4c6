import { describe, expect, it } from 'vitest'
import { apiOrigin, readRuntimeConfig } from '../src/lib/runtime-config.ts'
import { copyrightLine } from '../src/lib/site.ts'

describe('run-time configuration', () => {
  it('reads the API base the server wrote, without a trailing slash', () => {
    const scope = { __ONE_CONFIG__: { apiBase: 'https://api.example.com/', siteId: 'vbin' } }
    expect(readRuntimeConfig(scope)).toEqual({ apiBase: 'https://api.example.com', siteId: 'vbin' })
  })

  it('falls back to /api when the server wrote nothing usable', () => {
    expect(readRuntimeConfig({})).toEqual({ apiBase: '/api', siteId: 'vbin' })
    expect(readRuntimeConfig({ __ONE_CONFIG__: { apiBase: 42 } })).toEqual({
      apiBase: '/api',
      siteId: 'vbin',
    })
  })

  it('knows the origin popup messages must come from', () => {
    expect(apiOrigin('/api', 'http://localhost:3000/bins/1')).toBe('http://localhost:3000')
    expect(apiOrigin('https://api.example.com', 'https://bin.example.com/')).toBe('https://api.example.com')
  })
})

describe('footer copyright (spec section 2)', () => {
  it('runs to the current year', () => {
    expect(copyrightLine(new Date('2031-05-01'))).toBe('© 2016-2031 Vuetify, LLC')
  })
})
