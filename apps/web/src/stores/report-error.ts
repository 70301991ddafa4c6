import { HttpError } from '@one/contract/errors'
import { useSnackbars } from './snackbar-store.ts'

/**
 * Shows why a call failed (spec section 8: the server's message, else the fallback), except for a
 * 401: the session ended, which the app's http layer tells the user itself (with a way to sign in
 * again). A message of the caller's own would say it twice.
 */
export function reportError(error: unknown, fallback: string): void {
  if (error instanceof HttpError && error.status === 401) return
  useSnackbars.getState().pushError(error, fallback)
}
