import KeyIcon from '@mui/icons-material/KeyOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'

/** Issue 15: subscribers reach the API Key dialog from the dashboard too (the menu entry is for admins). */
export function DashboardApiKey() {
  const subscriber = useIsSubscriber()
  if (!subscriber) return null
  return (
    <Paper component="section" variant="outlined" aria-labelledby="dashboard-api-key" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <KeyIcon color="action" />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id="dashboard-api-key" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            API Key
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Connect your editor or AI assistant to your account and bins through the MCP server.
          </Typography>
        </Box>
        <Button variant="outlined" component={Link} to="?one=api-key">
          Manage API Key
        </Button>
      </Box>
    </Paper>
  )
}
