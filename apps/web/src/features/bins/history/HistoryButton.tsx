import HistoryIcon from '@mui/icons-material/History'
import Button from '@mui/material/Button'
import type { Bin } from '@one/contract/bins'
import { lazy, Suspense, useState } from 'react'
import { loadWithReload } from '../../../lib/lazy-reload.ts'
import { canSeeHistory } from './history-access.ts'

// The dialog, the diff and the revisions' calls are fetched on intent: hover, focus or the click.
const HistoryDialog = lazy(async () => ({
  default: (await loadWithReload(() => import('./HistoryDialog.tsx'))).HistoryDialog,
}))

/** Opens a bin's History, for whoever may see it (history-access.ts). */
export function HistoryButton({ bin }: { bin: Bin }) {
  const [wanted, setWanted] = useState(false)
  const [open, setOpen] = useState(false)
  if (!canSeeHistory(bin)) return null
  const want = () => setWanted(true)
  return (
    <>
      <Button
        size="small"
        startIcon={<HistoryIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want()
          setOpen(true)
        }}
      >
        History
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <HistoryDialog bin={bin} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
