import Typography from '@mui/material/Typography'
import { BIN_TOO_LARGE_MESSAGE } from '@one/contract/bins'

/**
 * Beside the Save button it disables: why a bin over 1 MiB cannot be saved. Beside it, not under the
 * editor, where a large text would push it out of sight.
 */
export function SizeLimitHint({ id, problem }: { id: string; problem: string | undefined }) {
  if (problem !== BIN_TOO_LARGE_MESSAGE) return null
  return (
    <Typography id={id} role="status" variant="body2" color="warning.main">
      {problem}
    </Typography>
  )
}
