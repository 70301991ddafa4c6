import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import type { ActivityItem } from '@one/contract/activity'
import { Link } from 'react-router'
import { Time } from '../../../components/Time.tsx'
import { activityIcon } from './activity-icons.tsx'
import { activityLine } from './activity-line.ts'

/** One event: its sentence, when (relative, the exact time on hover and for screen readers), its link. */
export function ActivityEntry({ item, now }: { item: ActivityItem; now: number }) {
  const line = activityLine(item)
  const text = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>{activityIcon(item.type)}</ListItemIcon>
      <ListItemText
        primary={line.text}
        secondary={<Time value={item.at} now={now} />}
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
