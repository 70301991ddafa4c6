import UnlistedIcon from '@mui/icons-material/LinkOutlined'
import LockIcon from '@mui/icons-material/LockOutlined'
import PublicIcon from '@mui/icons-material/PublicOutlined'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import { type BinVisibility, visibilityLabels } from '@one/contract/bins'
import { type ReactNode, useId, useState } from 'react'

const icons: Record<BinVisibility, ReactNode> = {
  public: <PublicIcon />,
  unlisted: <UnlistedIcon />,
  private: <LockIcon />,
}
const hints: Record<BinVisibility, string> = {
  public: 'Anyone can find and read it',
  unlisted: 'Only people with its link can read it',
  private: 'Only you can read it',
}
const choices = Object.keys(visibilityLabels) as BinVisibility[]

type Props = { visibility: BinVisibility; busy: boolean; onChoose(visibility: BinVisibility): void }

/** A bin's visibility in the list: its icon, opening the three to choose from. */
export function VisibilityMenu({ visibility, busy, onChoose }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement>()
  const menuId = useId()
  const label = `Visibility: ${visibilityLabels[visibility]}`
  const choose = (chosen: BinVisibility) => {
    setAnchor(undefined)
    if (chosen !== visibility) onChoose(chosen)
  }
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            disabled={busy}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {icons[visibility]}
          </IconButton>
        </span>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== undefined} onClose={() => setAnchor(undefined)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={choice === visibility}
            selected={choice === visibility}
            onClick={() => choose(choice)}
          >
            <ListItemIcon>{icons[choice]}</ListItemIcon>
            <ListItemText primary={visibilityLabels[choice]} secondary={hints[choice]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
