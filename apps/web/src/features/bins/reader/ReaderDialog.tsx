import { QueryProvider } from '../../../lib/query-client.tsx'
import { useBin } from '../api/get-bin.ts'
import { EmbedDialog } from '../embed/EmbedDialog.tsx'
import { HistoryDialog } from '../history/HistoryDialog.tsx'

export type ReaderDialogName = 'history' | 'embed'

/**
 * The app page's History and Embed dialogs for a reader: fetched on the click (their own chunk, with
 * MUI), over the bin the page was sent with (useBin reads it from the page, no request).
 */
export function ReaderDialog(props: { id: string; name: ReaderDialogName; onClose(): void }) {
  return (
    <QueryProvider>
      <Dialog {...props} />
    </QueryProvider>
  )
}

function Dialog({ id, name, onClose }: { id: string; name: ReaderDialogName; onClose(): void }) {
  const { data: bin } = useBin(id)
  if (!bin) return null
  if (name === 'embed') return <EmbedDialog bin={bin} onClose={onClose} />
  return <HistoryDialog bin={bin} open onClose={onClose} />
}
