import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Portal from '@mui/material/Portal'
import Snackbar from '@mui/material/Snackbar'
import { useSnackbars } from '../stores/snackbar-store.ts'

// Just below the app bar (its toolbar and bottom border), so a message never covers the sign-in button.
const belowAppBar = { top: { xs: 56 + 8 + 1, sm: 64 + 8 + 1 } }

/**
 * A dialog opening hides every other child of the page's body from assistive technology, this
 * message too when it was already showing: the message undoes that, and stays readable while on screen.
 */
function staysReadable(root: HTMLDivElement | null) {
  if (!root) return
  // Removing an attribute that is not there records no change: this never calls itself again.
  const observer = new MutationObserver(() => root.removeAttribute('aria-hidden'))
  observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] })
  return () => observer.disconnect()
}

/**
 * Shows queued messages one at a time, at the top end below the app bar. Errors stay until closed
 * (spec section 8); other messages leave after 5 s, unless the message sets its own time. Not at the
 * bottom end, where the original put them: there a message hides the field it talks about (the share
 * link below the editor). A portal keeps a message readable by assistive technology while a
 * menu or dialog hides the rest of the page from it, whichever came first.
 */
export function Snackbars() {
  const current = useSnackbars((s) => s.messages[0])
  const dismiss = useSnackbars((s) => s.dismiss)
  if (!current) return null
  const isError = current.color === 'error'
  const close = () => dismiss(current.id)
  const { action } = current
  return (
    <Portal>
      <Snackbar
        key={current.id}
        ref={staysReadable}
        open
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        sx={belowAppBar}
        autoHideDuration={current.timeout ?? (isError ? null : 5000)}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close()
        }}
      >
        <Alert
          severity={current.color}
          variant="filled"
          onClose={close}
          action={
            action && (
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    action.onClick()
                    close()
                  }}
                >
                  {action.label}
                </Button>
                <IconButton color="inherit" size="small" aria-label="Close" onClick={close}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            )
          }
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {current.text}
        </Alert>
      </Snackbar>
    </Portal>
  )
}
