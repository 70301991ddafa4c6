import AccountIcon from '@mui/icons-material/AccountCircleOutlined'
import CodeIcon from '@mui/icons-material/Code'
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined'
import DashboardIcon from '@mui/icons-material/DashboardOutlined'
import GroupsIcon from '@mui/icons-material/GroupsOutlined'
import KeyIcon from '@mui/icons-material/KeyOutlined'
import SettingsIcon from '@mui/icons-material/SettingsOutlined'
import SponsorshipsIcon from '@mui/icons-material/VolunteerActivismOutlined'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { Link, useLocation, useSearchParams } from 'react-router'
import {
  DASHBOARD_PATH,
  isDashboardPath,
  isTabOpenTo,
  legacyTabOf,
  type TabId,
  tabIds,
  tabLabels,
  tabOf,
  tabSearch,
} from '../../features/dashboard/dashboard-tabs.ts'
import { useTabFacts } from '../../features/dashboard/use-tab-facts.ts'

const icons: Record<TabId, typeof SettingsIcon> = {
  overview: DashboardIcon,
  bins: CodeIcon,
  subscription: CreditCardIcon,
  sponsorships: SponsorshipsIcon,
  team: GroupsIcon,
  api: KeyIcon,
  settings: SettingsIcon,
  account: AccountIcon,
}

/**
 * The dashboard's tabs as links (docs/decisions/0020): each pushes history, so Back and Forward move between
 * them; the open one is marked. `onChoose` lets a drawer close once one is chosen.
 */
export function DashboardNav({ onChoose }: { onChoose?(): void }) {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const facts = useTabFacts()
  const current = isDashboardPath(pathname) ? (legacyTabOf(params.get('one')) ?? tabOf(params)) : undefined
  return (
    <List>
      {tabIds
        .filter((tab) => isTabOpenTo(tab, facts))
        .map((tab) => {
          const Icon = icons[tab]
          const selected = tab === current
          return (
            <ListItem key={tab} disablePadding>
              <ListItemButton
                component={Link}
                to={{ pathname: DASHBOARD_PATH, search: tabSearch(tab, params) }}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={onChoose}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={tabLabels[tab]} />
              </ListItemButton>
            </ListItem>
          )
        })}
    </List>
  )
}
