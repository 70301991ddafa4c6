import CloseIcon from '@mui/icons-material/Close'
import FullscreenIcon from '@mui/icons-material/Fullscreen'
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { type ReactNode, useId, useState } from 'react'

type Props = { open: boolean; onClose(): void; title: string; icon: ReactNode; children: ReactNode }

/**
 * The frame every menu dialog shares (FACTS 9.9): at most 800 by 800, full screen on phones or on
 * request, a close button, and a titled header.
 */
export function OneDialog({ open, onClose, title, icon, children }: Props) {
  const titleId = useId()
  // Dialogs open after the page has loaded, so the width is known at their first render.
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true })
  const [wantsFull, setWantsFull] = useState(false)
  const fullScreen = phone || wantsFull
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? {} : { maxWidth: 800, maxHeight: 800 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, py: 1.5 }}>
        <Box sx={{ display: 'flex', color: 'text.secondary' }}>{icon}</Box>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {!phone && (
          <IconButton
            aria-label={wantsFull ? 'Exit full screen' : 'Full screen'}
            onClick={() => setWantsFull(!wantsFull)}
          >
            {wantsFull ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </IconButton>
        )}
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <DialogContent>{children}</DialogContent>
    </Dialog>
  )
}
