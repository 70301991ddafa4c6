import CheckIcon from '@mui/icons-material/Check'
import CopyIcon from '@mui/icons-material/ContentCopy'
import InfoIcon from '@mui/icons-material/InfoOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import type { ApiKeyToken } from '@one/contract/api-key'
import { useCopied } from '../../lib/use-copied.ts'
import { fullDate } from './mcp-config.ts'

/** Spec section 9: the table's copy feedback lasts two seconds. */
export const TABLE_COPIED_MS = 2000

type Props = { token: ApiKeyToken; wholeKey: string | null }

/**
 * FACTS section 8's token table: the key masked to its first and last 6 characters. Copying gives the
 * whole key while this page still holds it (just after generating), else the masked form.
 */
export function ApiKeyTable({ token, wholeKey }: Props) {
  const { copied, copy } = useCopied(TABLE_COPIED_MS)
  const label = wholeKey ? 'Copy secret key' : 'Copy masked key'
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Your API key">
        <TableHead>
          <TableRow>
            <TableCell>Secret Key</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Updated</TableCell>
            <TableCell align="right">
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                Last Used
                <Tooltip title="This is updated within the last 10 minutes">
                  <InfoIcon fontSize="inherit" aria-label="This is updated within the last 10 minutes" />
                </Tooltip>
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>
              <Button
                size="small"
                variant={copied ? 'outlined' : 'text'}
                color={copied ? 'success' : 'primary'}
                aria-label={copied ? 'Copied' : `${label} ${token.apiKey}`}
                endIcon={copied ? <CheckIcon /> : <CopyIcon />}
                onClick={() => void copy(wholeKey ?? token.apiKey)}
                sx={{ fontFamily: 'monospace', textTransform: 'none' }}
              >
                {token.apiKey}
              </Button>
            </TableCell>
            <TableCell>{fullDate(token.createdAt)}</TableCell>
            <TableCell>{fullDate(token.updatedAt)}</TableCell>
            <TableCell align="right">{token.lastUsedAt ? fullDate(token.lastUsedAt) : 'Never'}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  )
}
