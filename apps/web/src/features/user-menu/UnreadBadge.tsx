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
      {/* MUI's Badge draws the same pill; this chunk is fetched on every page before anyone acts. */}
      <Box
        component="span"
        aria-hidden
        sx={(t) => ({
          position: 'absolute',
          top: 0,
          left: 0,
          transform: 'translate(-50%, -50%)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'border-box',
          ...(badge.kind === 'dot'
            ? { minWidth: 8, height: 8, borderRadius: 4 }
            : { minWidth: 20, height: 20, px: '6px', borderRadius: 10 }),
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontFamily: t.typography.fontFamily,
          fontWeight: t.typography.fontWeightMedium,
          fontSize: t.typography.pxToRem(12),
          lineHeight: 1,
        })}
      >
        {badge.kind === 'dot' ? null : badge.count > 99 ? '99+' : badge.count}
      </Box>
    </Box>
  )
}
