import { describe, expect, it } from 'vitest'
import { SIGN_IN_FAILED, signInErrorCodes, signInErrorText } from '../src/sign-in-errors.ts'

describe('sign-in errors: the server sends a code, the app shows its own text (docs/decisions/0010)', () => {
  it('a known code reads as the text the server meant, naming the provider', () => {
    expect(signInErrorText('cancelled', 'github')).toBe('Sign-in with GitHub was cancelled.')
    expect(signInErrorText('not_confirmed', 'shopify')).toBe(
      'Shopify did not confirm the sign-in. Please try again.',
    )
    expect(signInErrorText('other_browser')).toBe(
      'This sign-in was started in another browser. Please sign in again.',
    )
  })

  it('every code has a text of its own', () => {
    for (const code of signInErrorCodes) expect(signInErrorText(code, 'discord')).not.toBe(SIGN_IN_FAILED)
  })

  it('an unknown code, or any text put in a link, shows the generic message', () => {
    for (const hostile of [
      'Your account is locked: call +1 555 0100',
      '<img src=x onerror=alert(1)>',
      'x'.repeat(10_000),
      '__proto__',
      'toString',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(signInErrorText(hostile, 'github')).toBe(SIGN_IN_FAILED)
    }
    expect(SIGN_IN_FAILED).toBe('Sign-in failed. Please try again.')
  })

  it('a text naming the provider needs a provider the app knows', () => {
    expect(signInErrorText('cancelled', 'evil<b>')).toBe(SIGN_IN_FAILED)
    expect(signInErrorText('identity_taken', undefined)).toBe(SIGN_IN_FAILED)
  })
})
