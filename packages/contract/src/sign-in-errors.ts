import { z } from 'zod/mini'
import { providerId, providerLabels } from './auth.ts'

/**
 * Why a sign-in did not complete. The server sends the code (in the popup's message, or in the
 * `auth_error` parameter of a sign-in that took the whole window) and the app shows the text it
 * knows for it: a link cannot put words of its own on the site.
 */
export const signInErrorTexts = {
  expired: 'This sign-in has expired or was already used. Please sign in again.',
  other_browser: 'This sign-in was started in another browser. Please sign in again.',
  cancelled: 'Sign-in with {provider} was cancelled.',
  not_confirmed: '{provider} did not confirm the sign-in. Please try again.',
  not_verified: 'The sign-in from {provider} could not be verified. Please sign in again.',
  identity_taken:
    'This {provider} account is already linked to another user. Sign in with it to use that account.',
  provider_already_linked: 'Your account is already connected to another {provider} account.',
} as const

export type SignInErrorCode = keyof typeof signInErrorTexts
export const signInErrorCodes = Object.keys(signInErrorTexts) as SignInErrorCode[]
export const signInErrorCode = z.enum(signInErrorCodes as [SignInErrorCode, ...SignInErrorCode[]])

/** Shown for a code this app does not know, or a text that needs a provider the link did not name. */
export const SIGN_IN_FAILED = 'Sign-in failed. Please try again.'

/** The text of a sign-in error; anything but a known code (and provider) gives the generic one. */
export function signInErrorText(code: unknown, provider?: unknown): string {
  const known = signInErrorCode.safeParse(code)
  if (!known.success) return SIGN_IN_FAILED
  const text: string = signInErrorTexts[known.data]
  if (!text.includes('{provider}')) return text
  const id = providerId.safeParse(provider)
  return id.success ? text.replace('{provider}', providerLabels[id.data]) : SIGN_IN_FAILED
}
