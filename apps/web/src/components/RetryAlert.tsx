import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import type { SxProps, Theme } from '@mui/material/styles'

/** A failed load: what went wrong, and a Retry button that loads again. */
export function RetryAlert({
  message,
  onRetry,
  sx,
}: {
  message: string
  onRetry: () => void
  sx?: SxProps<Theme>
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  )
}
