import Typography from '@mui/material/Typography'

export function OverviewTab() {
  return <Typography>Recent activity will show here.</Typography>
}
