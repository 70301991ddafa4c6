import { signInErrorText } from '@one/contract/sign-in-errors'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useSnackbars } from '../stores/snackbar-store.ts'

/**
 * A sign-in that took the whole window (Shopify) and failed comes back with `auth_error`, a code,
 * and `auth_provider`: show the text the app knows for them, once. A cancelled sign-in is no error
 * (FACTS 3.3), and words a link carries are never shown.
 */
export function AuthQuery() {
  const [params, setParams] = useSearchParams()
  const error = params.get('auth_error')
  const provider = params.get('auth_provider')
  useEffect(() => {
    if (!error) return
    const text = signInErrorText(error, provider)
    if (error === 'cancelled') console.info(text)
    else useSnackbars.getState().push(text, 'error')
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('auth_error')
        next.delete('auth_provider')
        return next
      },
      { replace: true },
    )
  }, [error, provider, setParams])
  return null
}
