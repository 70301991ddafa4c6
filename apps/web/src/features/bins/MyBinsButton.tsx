import FolderIcon from '@mui/icons-material/FolderOpenOutlined'
import Button from '@mui/material/Button'
import { useSearchParams } from 'react-router'
import { useAuth } from '../../stores/auth-store.ts'

/** Opens the "My bins" dialog (`?one=bins`) for a signed-in user; a guest has no bins to list. */
export function MyBinsButton() {
  const user = useAuth((s) => s.user)
  const [, setParams] = useSearchParams()
  if (!user) return null
  const open = () =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set('one', 'bins')
      return next
    })
  return (
    <Button variant="text" startIcon={<FolderIcon />} onClick={open}>
      My bins
    </Button>
  )
}
