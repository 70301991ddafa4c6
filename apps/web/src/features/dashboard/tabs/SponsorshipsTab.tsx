import Typography from '@mui/material/Typography'

export function SponsorshipsTab() {
  return <Typography>Your sponsorships will show here.</Typography>
}
