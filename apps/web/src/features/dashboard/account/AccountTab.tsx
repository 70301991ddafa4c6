import Typography from '@mui/material/Typography'

export function AccountTab() {
  return <Typography>Your account will show here.</Typography>
}
