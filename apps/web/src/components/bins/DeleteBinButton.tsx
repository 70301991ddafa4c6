import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useState } from 'react'
import { ConfirmDialog } from '../ConfirmDialog.tsx'

/**
 * A bin's Delete: asks first, then calls `onDelete`, which deletes with an Undo snackbar (the bin's
 * page and the dashboard's bins tab each pass their own).
 */
export function DeleteBinButton({ title, onDelete }: { title: string; onDelete(): void }) {
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Tooltip title="Delete bin">
        <IconButton aria-label="Delete bin" onClick={() => setConfirming(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      {confirming && (
        <ConfirmDialog
          open
          title="Delete this bin?"
          text={`“${title || 'Untitled'}” will be deleted. You can undo this for a few seconds afterwards.`}
          confirm="Delete"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            onDelete()
          }}
        />
      )}
    </>
  )
}
