import CodeIcon from '@mui/icons-material/Code'
import Button from '@mui/material/Button'
import type { Bin } from '@one/contract/bins'
import { lazy, Suspense, useState } from 'react'

const EmbedDialog = lazy(() => import('./EmbedDialog.tsx').then((m) => ({ default: m.EmbedDialog })))

/** Offers the `<iframe>` that shows a bin on another site; only bins anyone with the link may read. */
export function EmbedButton({ bin }: { bin: Bin }) {
  const [open, setOpen] = useState(false)
  if (bin.visibility === 'private' || bin.burn) return null
  return (
    <>
      <Button size="small" startIcon={<CodeIcon />} onClick={() => setOpen(true)}>
        Embed
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EmbedDialog bin={bin} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
