import Typography from '@mui/material/Typography'

export function DashboardPage() {
  return (
    <Typography variant="h4" component="h1" gutterBottom>
      Your dashboard
    </Typography>
  )
}
