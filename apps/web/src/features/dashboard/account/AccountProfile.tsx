import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { AvatarPicker } from '../../../components/account/AvatarPicker.tsx'
import { buttonAvatarUrl } from '../../../lib/avatar-presets.ts'
import { useAuth } from '../../../stores/auth-store.ts'
import { useSettings } from '../../../stores/settings-store.ts'
import { useIsSubscriber } from '../../../stores/use-subscriber.ts'
import { AccountSection } from './AccountSection.tsx'

/** The avatar and name, with the user menu's own avatar picker (locked for non-subscribers). */
export function AccountProfile() {
  const user = useAuth((s) => s.user)
  const avatar = useSettings((s) => s.settings.one.avatar)
  const isSubscriber = useIsSubscriber()
  if (!user) return null
  return (
    <AccountSection title="Avatar and name" text="Your name comes from the account you signed in with.">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        <Avatar src={buttonAvatarUrl(avatar, user)} alt="" sx={{ width: 56, height: 56 }} />
        <Typography variant="h6" component="p" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {user.name}
        </Typography>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <AvatarPicker locked={!isSubscriber} />
      </Box>
    </AccountSection>
  )
}
