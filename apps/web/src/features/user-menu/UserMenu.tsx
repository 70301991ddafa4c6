import Divider from '@mui/material/Divider'
import Popover from '@mui/material/Popover'
import { useTheme } from '@mui/material/styles'
import { SyncPanel } from '../../components/account/SyncPanel.tsx'
import { MenuHeader } from './MenuHeader.tsx'
import { MenuList } from './MenuList.tsx'
import { QuickActions } from './QuickActions.tsx'

/** The user menu (FACTS 9.2): a card under the app-bar button; `anchor` null means closed. */
export function UserMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose(): void }) {
  const end = useTheme().direction === 'rtl' ? 'left' : 'right'
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'User menu',
          variant: 'outlined',
          sx: { width: 280, borderRadius: 4, mt: 1 },
        },
      }}
    >
      <MenuHeader />
      <QuickActions />
      <Divider sx={{ mt: 1.5 }} />
      <MenuList onClose={onClose} />
      <Divider />
      <SyncPanel />
    </Popover>
  )
}
