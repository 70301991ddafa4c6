import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'

type Props = {
  asked: { number: number; unsaved: boolean } | undefined
  busy: boolean
  onConfirm(): void
  onCancel(): void
}

/** Asks before a restore; says so when the editor's unsaved changes would be replaced. */
export function RestoreConfirm({ asked, busy, onConfirm, onCancel }: Props) {
  // What was asked stays in the dialog while it fades out.
  const [shown, setShown] = useState(asked)
  if (asked && asked !== shown) setShown(asked)
  return (
    <ConfirmDialog
      open={asked !== undefined}
      title={`Restore revision ${shown?.number}?`}
      text={
        <>
          Its text, title and language become the bin's again, saved as a new revision; the current version
          stays in the history.
          {shown?.unsaved && <strong> Your unsaved changes in the editor will be replaced and lost.</strong>}
        </>
      }
      confirm="Restore"
      busy={busy && 'Restoring'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
