import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'

/** An empty listing and its next step: writing a bin on the home page. */
export function NoBins({ text, onCreate }: { text: string; onCreate?(): void }) {
  return (
    <Stack sx={{ alignItems: 'center', py: 6, gap: 1 }}>
      <Typography>{text}</Typography>
      <Button variant="outlined" component={Link} to="/" onClick={onCreate}>
        Create a bin
      </Button>
    </Stack>
  )
}
