import InfoIcon from '@mui/icons-material/InfoOutlined'
import Typography from '@mui/material/Typography'
import { OneDialog } from '../components/OneDialog.tsx'

/** The frame of a dialog whose content arrives in a later release. */
export function ComingDialog({ open, onClose, title }: { open: boolean; onClose(): void; title: string }) {
  return (
    <OneDialog open={open} onClose={onClose} title={title} icon={<InfoIcon />}>
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Coming soon.
      </Typography>
    </OneDialog>
  )
}
