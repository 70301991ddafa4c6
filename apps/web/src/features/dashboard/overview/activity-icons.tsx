import BinIcon from '@mui/icons-material/DescriptionOutlined'
import TeamIcon from '@mui/icons-material/GroupsOutlined'
import ClientIcon from '@mui/icons-material/HubOutlined'
import KeyIcon from '@mui/icons-material/KeyOutlined'
import LinkIcon from '@mui/icons-material/LinkOutlined'
import SessionIcon from '@mui/icons-material/LoginOutlined'
import PlanIcon from '@mui/icons-material/WorkspacePremiumOutlined'
import type { ActivityType } from '@one/contract/activity'
import type { ReactElement } from 'react'

const byArea: Record<string, ReactElement> = {
  bin: <BinIcon />,
  subscription: <PlanIcon />,
  team: <TeamIcon />,
  api_key: <KeyIcon />,
  mcp_client: <ClientIcon />,
  identity: <LinkIcon />,
  session: <SessionIcon />,
}

/** The icon of an event's area (the part of its type before the dot). */
export function activityIcon(type: ActivityType): ReactElement {
  return byArea[type.split('.')[0]!] ?? <SessionIcon />
}
