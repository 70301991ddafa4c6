import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import CopyIcon from '@mui/icons-material/ContentCopy'
import ShieldKeyIcon from '@mui/icons-material/VpnLockOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useCopied } from '../../lib/use-copied.ts'
import { McpSnippet } from './ApiKeyHowTo.tsx'
import { mcpClientConfig } from './mcp-config.ts'

type Props = { apiKey: string | null; onClose(): void }

/** FACTS section 8's save-once dialog: the whole key, to copy now, and a ready MCP client configuration. */
export function ApiKeySaveDialog({ apiKey, onClose }: Props) {
  const titleId = useId()
  const { copied, copy } = useCopied()
  return (
    <Dialog
      open={apiKey !== null}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, pt: 2 }}>
        <ShieldKeyIcon color="action" />
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          Save your Key
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Please save your secret key in a safe place since <strong>you won't be able</strong> to view it
          again. Keep it secure, as anyone with your API key can make requests on your behalf. If you do lose
          it, you'll need to generate a new one.
        </Typography>
        <TextField
          label="Secret key"
          value={apiKey ?? ''}
          color="success"
          focused
          fullWidth
          // The key wraps rather than scrolls, so all of it can be read, on a phone too.
          multiline
          size="small"
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              style: { fontFamily: 'monospace', wordBreak: 'break-all' },
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Button
                    size="small"
                    color="success"
                    startIcon={copied ? <CheckIcon /> : <CopyIcon />}
                    onClick={() => apiKey && void copy(apiKey)}
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
          Connect an MCP client
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Add this to the MCP configuration of your editor or AI assistant:
        </Typography>
        {apiKey && <McpSnippet shown={mcpClientConfig(apiKey)} copied={mcpClientConfig(apiKey)} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  )
}
