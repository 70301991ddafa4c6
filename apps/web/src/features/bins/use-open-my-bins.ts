import { useSearchParams } from 'react-router'
import { useAuth } from '../../stores/auth-store.ts'

/** Opens the "My bins" dialog (`?one=bins`); undefined for a guest, who has no bins to list. */
export function useOpenMyBins(): (() => void) | undefined {
  const signedIn = useAuth((s) => s.user !== null)
  const [, setParams] = useSearchParams()
  if (!signedIn) return undefined
  return () =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set('one', 'bins')
      return next
    })
}
