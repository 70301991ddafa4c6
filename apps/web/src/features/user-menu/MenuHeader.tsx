import CheckIcon from '@mui/icons-material/Check'
import EditIcon from '@mui/icons-material/Edit'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { AvatarPicker } from '../../components/account/AvatarPicker.tsx'
import { HeaderColorPicker } from '../../components/HeaderColorPicker.tsx'
import { useAuth } from '../../stores/auth-store.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'
import { MenuAvatar } from './MenuAvatar.tsx'
import { MenuBadges } from './MenuBadges.tsx'
import { useHeaderColor } from './use-header-color.ts'

const EDIT_LABEL = 'Edit One Header Color'

/** FACTS 9.3: the coloured strip with badges, the avatar over it and the name below. */
export function MenuHeader() {
  const name = useAuth((s) => s.user?.name)
  const signedIn = name !== undefined
  const isSubscriber = useIsSubscriber()
  const { strip } = useHeaderColor()
  const [editing, setEditing] = useState(false)
  const [picking, setPicking] = useState(false)
  return (
    <>
      <Box data-testid="menu-header-strip" sx={{ height: 88, bgcolor: strip, position: 'relative' }}>
        <MenuBadges />
        {isSubscriber && (
          <Tooltip title={EDIT_LABEL}>
            <IconButton
              size="small"
              aria-label={EDIT_LABEL}
              aria-pressed={editing}
              onClick={() => setEditing((on) => !on)}
              sx={{ position: 'absolute', bottom: 4, right: 4, bgcolor: 'rgba(0,0,0,.38)', color: '#fff' }}
            >
              {editing ? <CheckIcon fontSize="small" /> : <EditIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Collapse in={isSubscriber && editing} unmountOnExit>
        {/* The picker lays out ten columns; the menu card has room for seven. */}
        <Box sx={{ p: 2 }}>
          <HeaderColorPicker columns={7} />
        </Box>
      </Collapse>
      {/* A signed-in non-subscriber sees the picker locked, with the unlock line (FACTS decision 2). */}
      <MenuAvatar picking={picking} onToggle={signedIn ? () => setPicking((on) => !on) : undefined} />
      <Collapse in={signedIn && picking} unmountOnExit>
        <AvatarPicker locked={!isSubscriber} />
      </Collapse>
      <Typography variant="h6" align="center" sx={{ pt: 1, px: 2 }} noWrap>
        {name ?? 'Guest'}
      </Typography>
    </>
  )
}
