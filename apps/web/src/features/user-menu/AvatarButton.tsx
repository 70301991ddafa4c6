import Box from '@mui/material/Box'
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
      {/* A round image, not MUI's Avatar: its letter and icon fallbacks are never drawn here (the
          address is a preset's or the account's picture), and it weighed on every first screen. */}
      <Box
        component="img"
        src={buttonAvatarUrl(avatar, user)}
        alt="User avatar"
        sx={{ display: 'block', width: 32, height: 32, borderRadius: '50%', objectFit: 'cover' }}
      />
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
