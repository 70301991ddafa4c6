import Typography from '@mui/material/Typography'

export function ApiTab() {
  return <Typography>Your API access will show here.</Typography>
}
