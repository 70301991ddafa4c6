import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { RetryAlert } from '../../components/RetryAlert.tsx'
import { Time } from '../../components/Time.tsx'
import { historyQuery } from './api/admin-content.ts'

/** Who changed what, when: the latest admin changes first. */
export function HistoryTable() {
  const history = useQuery(historyQuery)
  if (history.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the history" />
      </Box>
    )
  if (history.isError)
    return (
      <RetryAlert
        message={history.error.message || 'Error fetching the history'}
        onRetry={() => void history.refetch()}
      />
    )
  if (history.data.length === 0)
    return (
      <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>No changes yet.</Typography>
    )
  return (
    <Table size="small" aria-label="Change history">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>What</TableCell>
          <TableCell>Kind</TableCell>
          <TableCell>Slug</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.data.map((change) => (
          <TableRow key={change.id}>
            <TableCell>
              <Time value={change.at} />
            </TableCell>
            <TableCell>{change.actor.name}</TableCell>
            <TableCell>{change.action}</TableCell>
            <TableCell>{change.kind}</TableCell>
            <TableCell>{change.slug}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
