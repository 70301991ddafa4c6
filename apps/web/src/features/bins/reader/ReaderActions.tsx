import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { copyText } from '../../../lib/copy-text.ts'
import type { SentBin } from '../../../lib/sent-preview.ts'
import { useOpenMyBins } from '../use-open-my-bins.ts'
import { forkBin } from './fork-bin.ts'
import type { ReaderDialogName } from './ReaderDialog.tsx'

const ReaderDialog = lazy(() => import('./ReaderDialog.tsx').then((m) => ({ default: m.ReaderDialog })))

/**
 * What a reader can do with a bin beside Raw and Download (links in the server's markup): native
 * buttons in the server's style (apps/server/src/bins/bin-page.ts), no MUI. The buttons here and the
 * placeholders there are the same list, in the same order: one added here is added there too.
 */
export function ReaderActions({ bin }: { bin: SentBin }) {
  const navigate = useNavigate()
  const [forking, setForking] = useState(false)
  const [dialog, setDialog] = useState<ReaderDialogName>()
  const fork = () => {
    setForking(true)
    void forkBin(bin, navigate).finally(() => setForking(false))
  }
  return (
    <>
      <button type="button" onClick={() => void copyText(bin.content, 'Bin copied')}>
        Copy
      </button>
      <button
        type="button"
        onClick={() => void copyText(`${window.location.origin}/bins/${bin.id}`, 'Link copied')}
      >
        Copy link
      </button>
      <button type="button" onClick={fork} disabled={forking} aria-busy={forking || undefined}>
        Fork
      </button>
      {/* The page is only sent for bins anyone may read and embed (never a burning one). */}
      <button type="button" aria-haspopup="dialog" onClick={() => setDialog('embed')}>
        Embed
      </button>
      <button type="button" aria-haspopup="dialog" onClick={() => setDialog('history')}>
        History
      </button>
      {dialog && (
        <Suspense fallback={null}>
          <ReaderDialog id={bin.id} name={dialog} onClose={() => setDialog(undefined)} />
        </Suspense>
      )}
      <MyBins />
    </>
  )
}

/** Opens the "My bins" dialog for a signed-in reader. */
function MyBins() {
  const open = useOpenMyBins()
  if (!open) return null
  return (
    <button type="button" onClick={open}>
      My bins
    </button>
  )
}
