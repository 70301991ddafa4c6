import CheckIcon from '@mui/icons-material/Check'
import CopyIcon from '@mui/icons-material/ContentCopy'
import LinkIcon from '@mui/icons-material/Link'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useCopied } from '../../lib/use-copied.ts'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useRegenInvite } from './api/regen-invite.ts'
import { inviteLink } from './invite-link.ts'

/** FACTS 6.2: the member invite link, to copy or to reset (decision 9: Reset shows progress, then works again). */
export function TeamInvitePanel({ inviteCode }: { inviteCode: string }) {
  const link = inviteLink(inviteCode)
  const { copied, copy } = useCopied()
  const regen = useRegenInvite()
  const reset = useSingleFlight(regen)
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <LinkIcon color="action" />
        <Box sx={{ flex: 1 }}>
          <Typography component="h4" variant="subtitle2">
            Member invite link
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Provide this link to invite your team members
          </Typography>
        </Box>
        <Button
          color="error"
          size="small"
          disabled={regen.isPending}
          onClick={() => reset(undefined)}
          startIcon={
            regen.isPending ? (
              <CircularProgress size={14} color="inherit" aria-label="Resetting" />
            ) : undefined
          }
        >
          Reset
        </Button>
      </Box>
      <TextField
        label="Invite link"
        value={link}
        size="small"
        fullWidth
        // The link wraps rather than scrolls, so all of it can be read, on a phone too.
        multiline
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, style: { wordBreak: 'break-all' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title="Copy Team link">
                  <IconButton
                    aria-label={copied ? 'Copied' : 'Copy Team link'}
                    edge="end"
                    onClick={() => void copy(link)}
                  >
                    {copied ? <CheckIcon fontSize="small" color="success" /> : <CopyIcon fontSize="small" />}
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  )
}
