import { type SignInErrorCode, signInErrorCode } from '@one/contract/sign-in-errors'
import * as oauth from 'oauth4webapi'
import { AppError } from '../app-error.ts'

// A code the provider no longer takes: spent already (GitHub's name for it), or expired.
const spentCode = new Set(['invalid_grant', 'bad_verification_code'])

/** Why a sign-in failed once the provider had sent the browser back, as the app words it. */
export function signInFailure(error: unknown): SignInErrorCode {
  if (error instanceof oauth.ResponseBodyError && spentCode.has(error.error)) return 'expired'
  const known = signInErrorCode.safeParse(error instanceof AppError ? error.code : undefined)
  return known.success ? known.data : 'not_confirmed'
}
