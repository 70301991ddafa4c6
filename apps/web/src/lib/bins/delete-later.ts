import { useSnackbars } from '../../stores/snackbar-store.ts'

export const UNDO_DELETE_MS = 5000

type DeleteLater = {
  /** The request itself, sent once the message has gone without an Undo. */
  send(): Promise<void>
  /** The same request from a page being closed or left, which cannot wait for an answer. */
  sendOnLeave(): void
  onUndo(): void
  onSent?(): void
  onFailed?(error: unknown): void
}

/**
 * A delete that can be taken back: "Bin deleted" shows with Undo, and the request goes only when
 * the message leaves (its time is up, or it is closed) or the page is left. Undo therefore has
 * nothing to restore on the server: it only cancels.
 */
export function deleteLater({ send, sendOnLeave, onUndo, onSent, onFailed }: DeleteLater): void {
  let settled = false
  const settle = () => {
    settled = true
    unsubscribe()
    window.removeEventListener('pagehide', onPageHide)
  }
  const onPageHide = () => {
    if (settled) return
    settle()
    sendOnLeave()
  }
  const messageId = useSnackbars.getState().push('Bin deleted', 'info', {
    timeout: UNDO_DELETE_MS,
    action: {
      label: 'Undo',
      onClick: () => {
        if (settled) return
        settle()
        onUndo()
      },
    },
  })
  const unsubscribe = useSnackbars.subscribe((state) => {
    if (settled || state.messages.some((m) => m.id === messageId)) return
    settle()
    send().then(onSent, onFailed)
  })
  window.addEventListener('pagehide', onPageHide)
}
