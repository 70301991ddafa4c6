import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'

const SettingsDialog = lazy(() =>
  import('../features/settings/SettingsDialog.tsx').then((m) => ({ default: m.SettingsDialog })),
)

/**
 * Dialogs opened by the `one` query parameter (spec section 2): each is its own chunk, and closing
 * one removes the parameter, keeping the rest of the query.
 */
export function OneDialogs() {
  const [params, setParams] = useSearchParams()
  const one = params.get('one')
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.delete('one')
      return next
    })
  return <Suspense fallback={null}>{one === 'settings' && <SettingsDialog open onClose={close} />}</Suspense>
}
