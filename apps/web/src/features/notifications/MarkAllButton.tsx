import MarkReadIcon from '@mui/icons-material/DraftsOutlined'
import MarkUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'

type Props = { markRead: boolean; disabled: boolean; onClick(): void }

/** FACTS 7.2's header button: an icon whose tooltip is its label, small enough for a phone. */
export function MarkAllButton({ markRead, disabled, onClick }: Props) {
  const label = markRead ? 'Mark All as Read' : 'Mark All as Unread'
  return (
    <Tooltip title={label}>
      {/* A disabled button has no events of its own: the span keeps the tooltip working. */}
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
          {markRead ? <MarkReadIcon /> : <MarkUnreadIcon />}
        </IconButton>
      </span>
    </Tooltip>
  )
}
