import { HttpError } from '@one/contract/errors'
import { useSnackbars } from '../../stores/snackbar-store.ts'

/**
 * Shows why a change of a bin failed, except for a 401: the session ended, which the app's http layer
 * tells the user itself (with a way to sign in again). A message of the bins' own would say it twice.
 */
export function reportBinError(error: unknown, fallback: string): void {
  if (error instanceof HttpError && error.status === 401) return
  useSnackbars.getState().pushError(error, fallback)
}
