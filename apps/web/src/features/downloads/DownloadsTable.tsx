import CloudDownloadIcon from '@mui/icons-material/CloudDownloadOutlined'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import type { Download } from '@one/contract/downloads'
import { type Column, ResponsiveTable } from '../../components/ResponsiveTable.tsx'
import { RetryAlert } from '../../components/RetryAlert.tsx'
import { Time } from '../../components/Time.tsx'
import { TruncatedText } from '../../components/TruncatedText.tsx'
import { downloadsError, useDownloads } from './api/get-downloads.ts'
import { orderId } from './download-format.ts'

/** Spec section 9: the table is 640 high, its header fixed. */
const TABLE_HEIGHT = 640

const columns: Column<Download>[] = [
  { key: 'order', header: 'Order ID', cell: orderId },
  {
    key: 'items',
    header: 'Items',
    grows: true,
    cell: (download) => (
      <Box>
        {download.download_items.map((item, index) => (
          // Names repeat (two of one product), so their place tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
          <TruncatedText key={index} text={item.name} />
        ))}
      </Box>
    ),
  },
  {
    key: 'date',
    header: 'Order date',
    align: 'right',
    cell: (download) => <Time value={download.created_at} />,
  },
  {
    key: 'download',
    header: 'Download',
    label: '',
    align: 'right',
    cell: (download) => (
      <IconButton
        href={download.download_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Download order ${orderId(download)}`}
      >
        <CloudDownloadIcon />
      </IconButton>
    ),
  },
]

export function DownloadsTable() {
  const { data, isPending, error, refetch } = useDownloads()
  if (error) return <RetryAlert message={error.message || downloadsError} onRetry={() => void refetch()} />
  if (isPending) {
    return (
      <Box
        sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
        role="status"
        aria-label="Loading downloads"
      >
        <CircularProgress size={28} />
      </Box>
    )
  }
  if (data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        No purchases yet.
      </Typography>
    )
  }
  return (
    <ResponsiveTable
      data-testid="downloads-table"
      aria-label="Download history"
      height={TABLE_HEIGHT}
      columns={columns}
      rows={data}
      rowKey={(download) => `${download.order_name}-${download.created_at}`}
    />
  )
}
