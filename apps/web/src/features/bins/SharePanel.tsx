import CopyIcon from '@mui/icons-material/ContentCopy'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import { copyText } from '../../lib/copy-text.ts'

/** The guest's share link, ready to copy again. */
export function SharePanel({ link }: { link: string }) {
  return (
    <TextField
      label="Share link"
      value={link}
      size="small"
      fullWidth
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': 'share-link' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title="Copy link">
                <IconButton
                  aria-label="Copy link"
                  edge="end"
                  onClick={() => void copyText(link, 'Link copied')}
                >
                  <CopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
