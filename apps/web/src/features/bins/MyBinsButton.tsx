import FolderIcon from '@mui/icons-material/FolderOpenOutlined'
import Button from '@mui/material/Button'
import { useOpenMyBins } from './use-open-my-bins.ts'

/** Opens the "My bins" dialog for a signed-in user. */
export function MyBinsButton() {
  const open = useOpenMyBins()
  if (!open) return null
  return (
    <Button variant="text" startIcon={<FolderIcon />} onClick={open}>
      My bins
    </Button>
  )
}
