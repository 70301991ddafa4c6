import { describe, expect, it } from 'vitest'
import { shouldSkipVerify } from '../../src/lib/auth/verify-skip.ts'

describe('verify is skipped when no session can exist (spec section 7, FACTS 3.1)', () => {
  it('skips on a shared parent domain without the sx=1 marker', () => {
    expect(shouldSkipVerify('theme=dark', 'bin.example.com', 'api.example.com')).toBe(true)
  })

  it('asks the API when the marker cookie is there', () => {
    expect(shouldSkipVerify('a=1; sx=1', 'bin.example.com', 'api.example.com')).toBe(false)
  })

  it('asks the API across domains, where the marker cannot be seen', () => {
    expect(shouldSkipVerify('', 'bin.example.com', 'api.other.dev')).toBe(false)
  })

  it('treats localhost on both sides as sharing (decision 4)', () => {
    expect(shouldSkipVerify('', 'localhost', 'localhost')).toBe(true)
    expect(shouldSkipVerify('sx=1', 'localhost', 'localhost')).toBe(false)
  })

  it('reads the marker by cookie name, not as a substring', () => {
    expect(shouldSkipVerify('xsx=1', 'localhost', 'localhost')).toBe(true)
  })
})
