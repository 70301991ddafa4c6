import Typography from '@mui/material/Typography'

export function BinsTab() {
  return <Typography>Your bins will show here.</Typography>
}
