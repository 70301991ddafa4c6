import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** A title and a line under it, as the dialog's parts open. */
export function SubscriptionHeading({ title, text, id }: { title: string; text: string; id?: string }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  )
}
