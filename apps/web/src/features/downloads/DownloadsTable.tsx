import CloudDownloadIcon from '@mui/icons-material/CloudDownloadOutlined'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { RetryAlert } from '../../components/RetryAlert.tsx'
import { downloadsError, useDownloads } from './api/get-downloads.ts'
import { orderDate, orderId } from './download-format.ts'

/** Spec section 9: the table is 640 high, its header fixed. */
const TABLE_HEIGHT = 640

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
    <TableContainer sx={{ height: TABLE_HEIGHT }} data-testid="downloads-table">
      <Table stickyHeader size="small" aria-label="Download history">
        <TableHead>
          <TableRow>
            <TableCell>Order ID</TableCell>
            <TableCell>Items</TableCell>
            <TableCell align="right">Order date</TableCell>
            <TableCell align="right">Download</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((download) => (
            <TableRow key={`${download.order_name}-${download.created_at}`}>
              <TableCell>{orderId(download)}</TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                {download.download_items.map((item, index) => (
                  // Names repeat (two of one product), so their place tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
                  <Typography key={index} variant="body2" noWrap title={item.name}>
                    {item.name}
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right">
                <time dateTime={download.created_at}>{orderDate(download.created_at)}</time>
              </TableCell>
              <TableCell align="right">
                <IconButton
                  href={download.download_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Download order ${orderId(download)}`}
                >
                  <CloudDownloadIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
