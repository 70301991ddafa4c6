import Typography from '@mui/material/Typography'

export function TeamTab() {
  return <Typography>Your team will show here.</Typography>
}
