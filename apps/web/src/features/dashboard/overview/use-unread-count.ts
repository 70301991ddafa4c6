import { useEffect } from 'react'
import { unreadCount } from '../../../lib/content/notification-rules.ts'
import { useContent } from '../../../stores/content-store.ts'
import { useSettings } from '../../../stores/settings-store.ts'

/**
 * The unread notifications, counted as the menu's badge counts them (FACTS 7.2): undefined while the
 * list loads; `enabled` false when the user turned notifications off.
 */
export function useUnreadCount(): { enabled: boolean; count: number | undefined } {
  const enabled = useSettings((s) => s.settings.one.notifications.enabled)
  const read = useSettings((s) => s.settings.one.notifications.read)
  const notifications = useContent((s) => s.lists.notifications)
  useEffect(() => {
    if (enabled) void useContent.getState().load('notifications')
  }, [enabled])
  return { enabled, count: notifications ? unreadCount(notifications, read) : undefined }
}
