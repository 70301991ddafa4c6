import MarkReadIcon from '@mui/icons-material/DraftsOutlined'
import MarkUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { Notification } from '@one/contract/content'
import type { ContentLinkProps } from '../../lib/content/use-content-link.ts'
import { Time } from '../Time.tsx'

type Props = {
  notification: Pick<Notification, 'slug' | 'title' | 'created_at' | 'metadata'>
  read: boolean
  /** Makes the action chip a link; without it (a preview) the chip only shows. */
  action?: ContentLinkProps
  onToggleRead?(): void
}

/** One notification (FACTS 7.2): emoji, title, when (FACTS decision 16), text, its action chip and a read toggle. */
export function NotificationEntry({ notification, read, action, onToggleRead }: Props) {
  const { metadata } = notification
  const toggle = read ? 'Mark as unread' : 'Mark as read'
  return (
    <Box
      component="li"
      data-notification={notification.slug}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        py: 1.5,
        '& .toggle': { opacity: { xs: 1, md: 0 } },
        '&:hover .toggle, &:focus-within .toggle': { opacity: 1 },
      }}
    >
      <Box aria-hidden sx={{ fontSize: 28, lineHeight: 1, width: 36, textAlign: 'center' }}>
        {metadata.emoji}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" noWrap>
          {notification.title}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          <Time value={notification.created_at} />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.disabled' }}>
          {metadata.text}
        </Typography>
        {metadata.action && metadata.action_text && (
          <Chip
            size="small"
            variant="outlined"
            label={metadata.action_text}
            icon={<OpenInNewIcon />}
            {...(action ? { component: 'a', clickable: true, ...action } : {})}
            sx={{ mt: 1 }}
          />
        )}
      </Box>
      {onToggleRead && (
        <Tooltip title={toggle}>
          <IconButton className="toggle" size="small" aria-label={toggle} onClick={onToggleRead}>
            {read ? <MarkUnreadIcon fontSize="small" /> : <MarkReadIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
    </Box>
  )
}
