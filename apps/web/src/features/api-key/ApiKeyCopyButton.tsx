import CheckIcon from '@mui/icons-material/Check'
import CopyIcon from '@mui/icons-material/ContentCopy'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { COPIED_MS, useCopied } from '../../lib/use-copied.ts'

/** A copy icon that turns into a tick for a second once `text` is on the clipboard. */
export function ApiKeyCopyButton({ text, label }: { text: string; label: string }) {
  const { copied, copy } = useCopied(COPIED_MS)
  return (
    <Tooltip title={copied ? 'Copied' : label}>
      <IconButton aria-label={copied ? 'Copied' : label} size="small" onClick={() => void copy(text)}>
        {copied ? <CheckIcon fontSize="small" color="success" /> : <CopyIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  )
}
