import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Button from '@mui/material/Button'
import { useSearchParams } from 'react-router'
import { toolOf } from './dashboard-tabs.ts'

/**
 * "Return to <tool>" for a user who came from a sibling tool (`?from=play`): the address is the
 * configured one for that id, never one taken from the query or the referrer.
 */
export function ReturnToTool() {
  const [params] = useSearchParams()
  const tool = toolOf(params.get('from'))
  if (!tool) return null
  return (
    <Button variant="outlined" startIcon={<ArrowBackIcon />} href={tool.href}>
      Return to {tool.title}
    </Button>
  )
}
