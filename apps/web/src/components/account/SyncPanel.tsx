import SyncIcon from '@mui/icons-material/Sync'
import SyncOffIcon from '@mui/icons-material/SyncDisabled'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import { useState } from 'react'
import { useAuth } from '../../stores/auth-store.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { ProviderButtons } from '../auth/ProviderButtons.tsx'

/** FACTS 9.4: whether settings sync, and the provider buttons to sign in or link another account. */
export function SyncPanel() {
  const user = useAuth((s) => s.user)
  const userId = user?.id
  const loading = useAuth((s) => s.loading)
  const sync = useSettings((s) => s.settings.one.sync)
  const update = useSettings((s) => s.update)
  const [open, setOpen] = useState(false)
  // Signing in or out starts over with the panel folded (a guest sees it anyway).
  const [seenUser, setSeenUser] = useState(userId)
  if (seenUser !== userId) {
    setSeenUser(userId)
    setOpen(false)
  }

  const on = Boolean(user) && sync
  const showSwitch = Boolean(user) && (open || !sync)
  const showProviders = (!user && !loading) || open
  const row = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>{on ? <SyncIcon /> : <SyncOffIcon />}</ListItemIcon>
      <ListItemText primary={on ? 'Sync is on' : 'Sync is paused'} />
    </>
  )
  return (
    <Paper variant="outlined" sx={{ m: 1.5, borderRadius: 3, overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        {user ? (
          <ListItemButton aria-expanded={open} onClick={() => setOpen((o) => !o)} sx={{ flex: 1 }}>
            {row}
          </ListItemButton>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', flex: 1, px: 2, py: 1 }}>{row}</Box>
        )}
        {showSwitch && (
          <Switch
            color="success"
            checked={sync}
            onChange={(_, checked) =>
              update((draft) => {
                draft.one.sync = checked
              })
            }
            slotProps={{ input: { 'aria-label': 'Sync settings' } }}
          />
        )}
      </Box>
      <Collapse in={showProviders} unmountOnExit>
        <Box sx={{ px: 2, pb: 2, pt: 1 }}>
          <ProviderButtons onChoose={() => setOpen(false)} />
        </Box>
      </Collapse>
    </Paper>
  )
}
