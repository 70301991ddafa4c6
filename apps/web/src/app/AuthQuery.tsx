import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useSnackbars } from '../stores/snackbar-store.ts'

/** A sign-in that took the whole window (Shopify) and failed comes back with `auth_error`: show it once. */
export function AuthQuery() {
  const [params, setParams] = useSearchParams()
  const error = params.get('auth_error')
  useEffect(() => {
    if (!error) return
    useSnackbars.getState().pushError(new Error(error), 'Sign-in failed')
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('auth_error')
        return next
      },
      { replace: true },
    )
  }, [error, setParams])
  return null
}
