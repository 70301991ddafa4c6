import Alert from '@mui/material/Alert'
import Portal from '@mui/material/Portal'
import Snackbar from '@mui/material/Snackbar'
import { useQueue } from './queue-store.ts'

/**
 * Shows queued messages one at a time. Errors sit at the top end and stay until closed (spec
 * section 8); other messages sit at the bottom end and leave after 5 s. A portal keeps a message
 * readable by assistive technology while a menu or dialog hides the rest of the page from it.
 */
export function QueueSnackbar() {
  const current = useQueue((s) => s.messages[0])
  const dismiss = useQueue((s) => s.dismiss)
  if (!current) return null
  const isError = current.color === 'error'
  const close = () => dismiss(current.id)
  return (
    <Portal>
      <Snackbar
        key={current.id}
        open
        anchorOrigin={{ vertical: isError ? 'top' : 'bottom', horizontal: 'right' }}
        autoHideDuration={isError ? null : 5000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close()
        }}
      >
        <Alert severity={current.color} variant="filled" onClose={close} sx={{ width: '100%' }}>
          {current.text}
        </Alert>
      </Snackbar>
    </Portal>
  )
}
