import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import type { ActivityItem } from '@one/contract/activity'
import { Link } from 'react-router'
import { absoluteTime, relativeTime } from '../../../lib/relative-time.ts'
import { activityIcon } from './activity-icons.tsx'
import { activityLine } from './activity-line.ts'

/** One event: its sentence, when (relative, the exact time on hover and for screen readers), its link. */
export function ActivityEntry({ item, now }: { item: ActivityItem; now: number }) {
  const line = activityLine(item)
  const exact = absoluteTime(item.at)
  const text = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>{activityIcon(item.type)}</ListItemIcon>
      <ListItemText
        primary={line.text}
        secondary={
          <time dateTime={item.at} title={exact}>
            {relativeTime(item.at, now)}
          </time>
        }
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </>
  )
  if (!line.to) return <ListItem data-activity-type={item.type}>{text}</ListItem>
  return (
    <ListItem disablePadding data-activity-type={item.type}>
      <ListItemButton component={Link} to={line.to}>
        {text}
      </ListItemButton>
    </ListItem>
  )
}
