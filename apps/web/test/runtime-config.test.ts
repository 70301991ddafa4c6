import { RUNTIME_CONFIG_ELEMENT_ID } from '@one/contract/runtime-config'
import { describe, expect, it } from 'vitest'
import { apiOrigin, readRuntimeConfig } from '../src/lib/runtime-config.ts'
import { copyrightLine } from '../src/lib/site.ts'

/** A page as the server sends it: the configuration element, holding `text` unless it is undefined. */
function pageWith(text?: string): Document {
  const page = document.implementation.createHTMLDocument()
  if (text !== undefined) {
    const element = page.createElement('script')
    element.type = 'application/json'
    element.id = RUNTIME_CONFIG_ELEMENT_ID
    element.textContent = text
    page.head.append(element)
  }
  return page
}

describe('run-time configuration', () => {
  it('reads the API base the server wrote into the page, without a trailing slash', () => {
    const page = pageWith('{"apiBase":"https://api.example.com/","siteId":"vbin"}')
    expect(readRuntimeConfig(page)).toEqual({ apiBase: 'https://api.example.com', siteId: 'vbin' })
  })

  it('reads JSON whose angle brackets the server escaped', () => {
    const page = pageWith('{"apiBase":"/api","siteId":"\\u003c/script\\u003e"}')
    expect(readRuntimeConfig(page)).toEqual({ apiBase: '/api', siteId: '</script>' })
  })

  it('falls back to /api when the server wrote nothing usable', () => {
    const fallback = { apiBase: '/api', siteId: 'vbin' }
    expect(readRuntimeConfig(pageWith())).toEqual(fallback)
    expect(readRuntimeConfig(pageWith(''))).toEqual(fallback)
    expect(readRuntimeConfig(pageWith('{"apiBase":'))).toEqual(fallback)
    expect(readRuntimeConfig(pageWith('{"apiBase":42,"siteId":"vbin"}'))).toEqual(fallback)
  })

  it('is read from the document the app runs in', () => {
    document.head.append(pageWith('{"apiBase":"https://api.example.com","siteId":"vbin"}').head.firstChild!)
    try {
      expect(readRuntimeConfig().apiBase).toBe('https://api.example.com')
    } finally {
      document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove()
    }
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
