import CopyIcon from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Bin } from '@one/contract/bins'
import { useState } from 'react'
import { copyText } from '../../../lib/copy-text.ts'
import { useEmbedSnippet } from './use-embed-snippet.ts'

/** The `<iframe>` snippet of a bin, for all of it or a range of lines, with the embed as it will look. */
export function EmbedDialog({ bin, onClose }: { bin: Bin; onClose(): void }) {
  const [lines, setLines] = useState('')
  const { src, height, snippet, problem } = useEmbedSnippet(bin, lines)
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bin-embed-title">
      <DialogTitle id="bin-embed-title">Embed this bin</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Paste this into any web page to show the bin there, highlighted, with a link back to it.
          </Typography>
          <TextField
            label="Lines (optional)"
            placeholder="10-20"
            size="small"
            value={lines}
            onChange={(event) => setLines(event.target.value)}
            error={problem !== undefined}
            helperText={problem ?? 'All of the bin, or one line or a range, like 12 or 10-20.'}
            sx={{ maxWidth: 320 }}
          />
          <TextField
            label="Embed code"
            value={snippet}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'embed-snippet' } }}
            onFocus={(event) => event.target.select()}
            sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
          />
          <Typography variant="subtitle2" component="h3">
            Preview
          </Typography>
          <Box
            component="iframe"
            src={src}
            title="Embed preview"
            height={height}
            sx={{ width: '100%', border: 0, opacity: problem ? 0.4 : 1 }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          startIcon={<CopyIcon />}
          disabled={problem !== undefined}
          onClick={() => void copyText(snippet, 'Embed code copied')}
        >
          Copy
        </Button>
      </DialogActions>
    </Dialog>
  )
}
