import Typography from '@mui/material/Typography'

export function SubscriptionTab() {
  return <Typography>Your subscription will show here.</Typography>
}
