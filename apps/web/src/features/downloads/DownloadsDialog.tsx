import DownloadIcon from '@mui/icons-material/FileDownloadOutlined'
import Typography from '@mui/material/Typography'
import { OneDialog } from '../../components/OneDialog.tsx'
import type { DialogProps } from '../../lib/dialog-registration.ts'
import { QueryProvider } from '../../lib/query-client.tsx'
import { DownloadsTable } from './DownloadsTable.tsx'

/** `?one=downloads` (FACTS 10.8): the store purchases of a Shopify-linked account. */
export function DownloadsDialog({ open, onClose }: DialogProps) {
  return (
    <OneDialog open={open} onClose={onClose} title="Downloads" icon={<DownloadIcon />}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Download history
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        View and download your store purchases.
      </Typography>
      <QueryProvider>
        <DownloadsTable />
      </QueryProvider>
    </OneDialog>
  )
}
