import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import { menuAvatarUrl } from '../../lib/avatar-presets.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useSettings } from '../../stores/settings-store.ts'

const SIZE = 72

/** FACTS 9.3: the 72 px avatar over the strip's lower half; a button for those who may change it. */
export function MenuAvatar({ picking, onToggle }: { picking: boolean; onToggle?: () => void }) {
  const user = useAuth((s) => s.user)
  const avatar = useSettings((s) => s.settings.one.avatar)
  const image = (
    <Avatar
      src={menuAvatarUrl(avatar, user)}
      alt="User avatar"
      sx={{
        width: SIZE,
        height: SIZE,
        border: 4,
        borderColor: (t) => t.palette.surfaceLight,
        bgcolor: 'background.paper',
      }}
    />
  )
  const place = {
    display: 'flex',
    mx: 'auto',
    mt: `-${SIZE / 2}px`,
    position: 'relative',
    width: SIZE,
  } as const
  if (!onToggle) return <Box sx={place}>{image}</Box>
  return (
    <ButtonBase
      aria-label="Choose avatar"
      aria-expanded={picking}
      onClick={onToggle}
      sx={{ ...place, borderRadius: '50%' }}
    >
      {image}
    </ButtonBase>
  )
}
