import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { reportError } from '../../../stores/report-error.ts'
import { useSnackbars } from '../../../stores/snackbar-store.ts'
import { useDeleteBins } from './api/delete-bins.ts'

const bins = (count: number) => (count === 1 ? '1 bin' : `${count} bins`)

type Props = {
  /** The ids of the bins on screen that are selected. */
  selected: string[]
  shown: number
  onSelectAll(all: boolean): void
  onDeleted(): void
}

/** Select all that is shown, and delete what is selected once the user confirms. */
export function BinsSelection({ selected, shown, onSelectAll, onDeleted }: Props) {
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteBins()
  const count = selected.length

  const confirm = () =>
    remove.mutate(selected, {
      onSuccess: ({ deleted }) => {
        const gone = count - deleted.length
        const note = gone > 0 ? `; ${bins(gone)} had already gone` : ''
        useSnackbars.getState().push(`${bins(deleted.length)} deleted${note}`, 'success')
        onDeleted()
      },
      onError: (error) => reportError(error, 'Error deleting bins'),
      onSettled: () => setConfirming(false),
    })

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', px: { xs: 0, sm: 1 } }}>
      <FormControlLabel
        label={count > 0 ? `${count} selected` : 'Select all'}
        control={
          <Checkbox
            checked={count > 0 && count === shown}
            indeterminate={count > 0 && count < shown}
            onChange={(event) => onSelectAll(event.target.checked)}
            slotProps={{ input: { 'aria-label': 'Select all shown bins' } }}
          />
        }
      />
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        disabled={count === 0}
        onClick={() => setConfirming(true)}
      >
        Delete selected
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${bins(count)}?`}
        text={`The ${bins(count)} you selected will be deleted. This cannot be undone.`}
        confirm="Delete"
        busy={remove.isPending && 'Deleting'}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  )
}
