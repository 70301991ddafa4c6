import ReadIcon from '@mui/icons-material/AllInboxOutlined'
import InboxIcon from '@mui/icons-material/InboxOutlined'
import BannersIcon from '@mui/icons-material/ViewDayOutlined'
import Badge from '@mui/material/Badge'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import useMediaQuery from '@mui/material/useMediaQuery'

export type NotificationsView = 'unread' | 'read' | 'banners'

type Props = {
  view: NotificationsView
  unread: number
  read: number
  showBanners: boolean
  onChange(view: NotificationsView): void
}

const label = (text: string, count: number) => (count > 0 ? `${text} (${count})` : text)

/**
 * FACTS 7.2's navigation: a 168 px column at the left of a wider dialog, a strip of tabs on a phone
 * that scrolls, with arrows, once its tabs no longer fit. Nothing else shares the strip, so no
 * button can lie over a tab.
 */
export function NotificationsNav({ view, unread, read, showBanners, onChange }: Props) {
  // The dialog opens after the page has loaded, so the width is known at its first render.
  const column = useMediaQuery((theme) => theme.breakpoints.up('sm'), { noSsr: true })
  return (
    <Tabs
      value={view}
      onChange={(_event, next: NotificationsView) => onChange(next)}
      orientation={column ? 'vertical' : 'horizontal'}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Notifications"
      sx={{
        flexShrink: 0,
        width: { sm: 168 },
        borderRight: { sm: 1 },
        borderBottom: { xs: 1, sm: 0 },
        borderColor: 'divider',
        '& .MuiTab-root': {
          minHeight: 48,
          minWidth: { xs: 0, sm: 90 },
          px: { xs: 1.5, sm: 2 },
          textTransform: 'none',
          justifyContent: { sm: 'flex-start' },
        },
        // Words alone on a phone, so the three tabs fit its width.
        '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
      }}
    >
      <Tab value="unread" icon={<InboxIcon />} iconPosition="start" label={label('Unread', unread)} />
      <Tab value="read" icon={<ReadIcon />} iconPosition="start" label={label('Read', read)} />
      {showBanners && (
        <Tab
          value="banners"
          icon={<BannersIcon />}
          iconPosition="start"
          label={
            <Badge color="error" variant="dot">
              Banners
            </Badge>
          }
        />
      )}
    </Tabs>
  )
}
