import Avatar from '@mui/material/Avatar'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton, { type IconButtonProps } from '@mui/material/IconButton'
import { alpha } from '@mui/material/styles'
import { buttonAvatarUrl } from '../../lib/avatar-presets.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { useHeaderColor } from './use-header-color.ts'

/** FACTS 9.1, signed in: the avatar in a bordered button, in the header colour while the menu is open. */
export function AvatarButton({
  open,
  loading,
  ...props
}: IconButtonProps & { open: boolean; loading: boolean }) {
  const user = useAuth((s) => s.user)
  const avatar = useSettings((s) => s.settings.one.avatar)
  const { accent } = useHeaderColor()
  return (
    <IconButton
      {...props}
      sx={{
        p: '3px',
        border: 1,
        borderColor: open ? accent : (t) => t.palette.surfaceLight,
        bgcolor: open ? alpha(accent, 0.16) : 'transparent',
        position: 'relative',
      }}
    >
      <Avatar src={buttonAvatarUrl(avatar, user)} alt="User avatar" sx={{ width: 32, height: 32 }} />
      {loading && (
        <CircularProgress
          size={40}
          thickness={2}
          sx={{ position: 'absolute', top: 0, left: 0, color: accent }}
        />
      )}
    </IconButton>
  )
}
