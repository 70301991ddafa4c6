import { describe, expect, it } from 'vitest'
import { apiError } from '../src/errors.ts'
import { runtimeConfig } from '../src/runtime-config.ts'

describe('api error shape (DESIGN: server errors are JSON {message, code})', () => {
  it('accepts a message with a code', () => {
    expect(apiError.parse({ message: 'Body is not valid JSON', code: 'bad_json' })).toEqual({
      message: 'Body is not valid JSON',
      code: 'bad_json',
    })
  })

  it('refuses an error without a message', () => {
    expect(apiError.safeParse({ code: 'x' }).success).toBe(false)
  })
})

describe('runtime config', () => {
  it('requires the API base and the site id', () => {
    expect(runtimeConfig.safeParse({ apiBase: '/api' }).success).toBe(false)
    expect(runtimeConfig.parse({ apiBase: 'https://api.example.com', siteId: 'vbin' }).siteId).toBe('vbin')
  })
})
