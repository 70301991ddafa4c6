import NotificationsIcon from '@mui/icons-material/NotificationsOutlined'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { NotificationEntry } from '../../components/content/NotificationEntry.tsx'
import { OneDialog } from '../../components/OneDialog.tsx'
import { splitByRead, withAllRead, withRead } from '../../lib/content/notification-rules.ts'
import { useContentLink } from '../../lib/content/use-content-link.ts'
import type { DialogProps } from '../../lib/dialog-registration.ts'
import { useContent } from '../../stores/content-store.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { AllCaughtUp } from './AllCaughtUp.tsx'
import { BannersList } from './BannersList.tsx'
import { MarkAllButton } from './MarkAllButton.tsx'
import { NotificationsNav, type NotificationsView } from './NotificationsNav.tsx'

/** Spec section 2 and FACTS 7.2: the Notifications dialog, with tabs Unread, Read and Banners. */
export function NotificationsDialog({ open, onClose }: DialogProps) {
  const notifications = useContent((s) => s.lists.notifications)
  const banners = useContent((s) => s.lists.banners)
  const enabled = useSettings((s) => s.settings.one.notifications.enabled)
  const bannersEnabled = useSettings((s) => s.settings.one.banners.enabled)
  const readList = useSettings((s) => s.settings.one.notifications.read)
  const update = useSettings((s) => s.update)
  const contentLink = useContentLink()
  const [view, setView] = useState<NotificationsView>('unread')

  useEffect(() => {
    void useContent.getState().load('notifications')
    void useContent.getState().load('banners')
  }, [])

  const { unread, read } = splitByRead(notifications ?? [], readList)
  const showBanners = bannersEnabled && (banners?.length ?? 0) > 0
  const current = view === 'banners' && !showBanners ? 'unread' : view
  const setRead = (slug: string, isRead: boolean) =>
    update((draft) => {
      draft.one.notifications.read = withRead(draft.one.notifications.read, slug, isRead)
    })
  const markAll = () =>
    update((draft) => {
      draft.one.notifications.read =
        current === 'unread' ? withAllRead(draft.one.notifications.read, notifications ?? []) : []
    })

  const shown = current === 'unread' ? unread : read
  return (
    <OneDialog open={open} onClose={onClose} title="Notifications" icon={<NotificationsIcon />}>
      {!enabled ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>
          Notifications are turned off. Turn them on in Settings to see them here.
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { sm: 2 } }}>
          <NotificationsNav
            view={current}
            unread={unread.length}
            read={read.length}
            showBanners={showBanners}
            onChange={setView}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {current !== 'banners' && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
                <MarkAllButton
                  markRead={current === 'unread'}
                  disabled={shown.length === 0}
                  onClick={markAll}
                />
              </Box>
            )}
            {current === 'banners' ? (
              <BannersList banners={banners ?? []} />
            ) : notifications === undefined ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                <CircularProgress aria-label="Loading notifications" />
              </Box>
            ) : shown.length === 0 ? (
              <AllCaughtUp />
            ) : (
              <Box
                component="ul"
                aria-label={current === 'unread' ? 'Unread' : 'Read'}
                sx={{ m: 0, p: 0, listStyle: 'none' }}
              >
                {shown.map((notification) => (
                  <NotificationEntry
                    key={notification.slug}
                    notification={notification}
                    read={current === 'read'}
                    onToggleRead={() => setRead(notification.slug, current === 'unread')}
                    action={contentLink(notification.metadata.action, notification.metadata.attributes, () =>
                      setRead(notification.slug, true),
                    )}
                  />
                ))}
              </Box>
            )}
          </Box>
        </Box>
      )}
    </OneDialog>
  )
}
