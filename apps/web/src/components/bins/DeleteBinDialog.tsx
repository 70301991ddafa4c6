import { ConfirmDialog } from '../ConfirmDialog.tsx'

export function DeleteBinDialog({
  title,
  onCancel,
  onConfirm,
}: {
  title: string
  onCancel(): void
  onConfirm(): void
}) {
  return (
    <ConfirmDialog
      open
      title="Delete this bin?"
      text={`“${title || 'Untitled'}” will be deleted. You can undo this for a few seconds afterwards.`}
      confirm="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
