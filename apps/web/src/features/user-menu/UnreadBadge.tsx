import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import { useEffect } from 'react'
import { authBadge, unreadCount } from '../../lib/content/notification-rules.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useContent } from '../../stores/content-store.ts'
import { useSettings } from '../../stores/settings-store.ts'

/** FACTS 7.2: the red badge at the button's top-start corner: the unread count for a guest, a dot once signed in. */
export function UnreadBadge() {
  const signedIn = useAuth((s) => s.user !== null)
  const enabled = useSettings((s) => s.settings.one.notifications.enabled)
  const read = useSettings((s) => s.settings.one.notifications.read)
  const notifications = useContent((s) => s.lists.notifications)
  // FACTS 7.1: the list is fetched at page load, for this badge and the menu's.
  useEffect(() => {
    if (enabled) void useContent.getState().load('notifications')
  }, [enabled])
  const badge = authBadge(notifications ? unreadCount(notifications, read) : 0, enabled, signedIn)
  if (!badge) return null
  const nudge = badge.kind === 'dot' ? '5px' : 0
  return (
    <Box
      component="span"
      role="status"
      aria-label={`${badge.count} unread notification${badge.count === 1 ? '' : 's'}`}
      data-unread-badge={badge.kind}
      sx={{ position: 'absolute', top: nudge, insetInlineStart: nudge, pointerEvents: 'none' }}
    >
      <Badge
        color="error"
        variant={badge.kind === 'dot' ? 'dot' : 'standard'}
        badgeContent={badge.count}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      />
    </Box>
  )
}
