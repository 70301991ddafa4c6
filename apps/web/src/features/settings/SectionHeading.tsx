import Typography from '@mui/material/Typography'

export function SectionHeading({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text}
      </Typography>
    </>
  )
}
