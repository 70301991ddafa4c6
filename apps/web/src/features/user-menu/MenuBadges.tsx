import ChatIcon from '@mui/icons-material/Forum'
import GitHubIcon from '@mui/icons-material/GitHub'
import VerifiedIcon from '@mui/icons-material/Verified'
import { amber } from '@mui/material/colors'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import type { ReactElement } from 'react'
import { useAuth } from '../../stores/auth-store.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'
import { CrownIcon } from './CrownIcon.tsx'
import { type MenuBadgeId, menuBadges } from './menu-badges.ts'

// Icons are hidden from assistive technology unless told otherwise; a badge is content, named by its tooltip.
const iconProps = {
  role: 'img',
  'aria-hidden': false,
  tabIndex: 0,
  sx: { fontSize: 16, display: 'block' },
} as const

const icons: Record<MenuBadgeId, ReactElement> = {
  admin: <VerifiedIcon {...iconProps} htmlColor="#2196f3" />,
  subscriber: <CrownIcon {...iconProps} htmlColor={amber[700]} />,
  github: <GitHubIcon {...iconProps} htmlColor="#fff" />,
  discord: <ChatIcon {...iconProps} htmlColor="#fff" />,
}

/** FACTS 4.7: the badges that apply, in a translucent box at the top-left of the header strip. */
export function MenuBadges() {
  const user = useAuth((s) => s.user)
  const isSubscriber = useIsSubscriber()
  const badges = menuBadges({ user, isSubscriber })
  if (badges.length === 0) return null
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ position: 'absolute', top: 8, left: 8, p: 0.75, borderRadius: 2, bgcolor: 'rgba(0,0,0,.54)' }}
    >
      {badges.map((badge) => (
        <Tooltip key={badge.id} title={badge.tooltip} placement="bottom">
          {icons[badge.id]}
        </Tooltip>
      ))}
    </Stack>
  )
}
