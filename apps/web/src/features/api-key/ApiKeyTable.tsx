import InfoIcon from '@mui/icons-material/InfoOutlined'
import Box from '@mui/material/Box'
import Tooltip from '@mui/material/Tooltip'
import type { ApiKeyToken } from '@one/contract/api-key'
import { type Column, ResponsiveTable } from '../../components/ResponsiveTable.tsx'
import { Time } from '../../components/Time.tsx'

const LAST_USED_NOTE = 'This is updated within the last 10 minutes'

/** Why the table offers no Copy: the server keeps only the ends of the key (decision 10). */
const MASKED_KEY_NOTE =
  'Only the first and last 6 characters of your key are kept, so it cannot be copied from here. The whole key was shown once, when it was made: if you did not save it, regenerate it.'

const columns: Column<ApiKeyToken>[] = [
  {
    key: 'key',
    header: 'Secret Key',
    cell: (token) => (
      <Box component="code" sx={{ fontFamily: 'monospace' }}>
        {token.apiKey}
      </Box>
    ),
  },
  { key: 'created', header: 'Created', cell: (token) => <Time value={token.createdAt} /> },
  { key: 'updated', header: 'Updated', cell: (token) => <Time value={token.updatedAt} /> },
  {
    key: 'last-used',
    header: (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        Last Used
        <Tooltip title={LAST_USED_NOTE}>
          <InfoIcon fontSize="inherit" aria-label={LAST_USED_NOTE} />
        </Tooltip>
      </Box>
    ),
    label: 'Last Used',
    align: 'right',
    cell: (token) => (token.lastUsedAt ? <Time value={token.lastUsedAt} /> : 'Never'),
  },
]

/**
 * FACTS section 8's token table, with the key masked to its first and last 6 characters. Unlike the
 * original it has no Copy: a copy of the masked form is useless, and the whole key is copied from
 * the save dialog, the one place that knows it.
 */
export function ApiKeyTable({ token }: { token: ApiKeyToken }) {
  return (
    <ResponsiveTable
      aria-label="Your API key"
      caption={MASKED_KEY_NOTE}
      columns={columns}
      rows={[token]}
      rowKey={(row) => row.id}
      // A phone's card has a border of its own.
      sx={{ border: { xs: 0, sm: 1 }, borderColor: 'divider', borderRadius: 1 }}
    />
  )
}
