import { type AuthResponseMessage, authRequestMessage, authResponseMessage } from '@one/contract/auth'

export const POPUP_NAME = 'vuetify:authorize:popup'
const width = 400
const height = 600

export type PopupOutcome =
  | { kind: 'response'; message: AuthResponseMessage }
  | { kind: 'blocked' | 'closed' | 'timeout' }

type Options = { url: string; apiOrigin: string; timeoutMs?: number; pollMs?: number; win?: Window }

/**
 * Opens the sign-in popup centred over the window and waits for the server's answer (FACTS 3.3):
 * every second it asks the popup with an auth-request, and accepts an auth-response only from the
 * API's origin. It ends on that answer, when the popup is closed, or after 120 s.
 */
export function runAuthPopup({ url, apiOrigin, timeoutMs = 120_000, pollMs = 1000, win = window }: Options) {
  const left = win.screenX + (win.innerWidth - width) / 2
  const top = win.screenY + (win.innerHeight - height) / 2
  const popup = win.open(
    url,
    POPUP_NAME,
    `popup,left=${left},top=${top},width=${width},height=${height},resizable`,
  )
  if (!popup) return Promise.resolve<PopupOutcome>({ kind: 'blocked' })

  return new Promise<PopupOutcome>((resolve) => {
    const finish = (outcome: PopupOutcome) => {
      win.removeEventListener('message', onMessage)
      clearInterval(poll)
      clearTimeout(timer)
      if (!popup.closed) popup.close()
      resolve(outcome)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== apiOrigin) return
      const parsed = authResponseMessage.safeParse(event.data)
      if (parsed.success) finish({ kind: 'response', message: parsed.data })
    }
    win.addEventListener('message', onMessage)
    const poll = setInterval(() => {
      if (popup.closed) return finish({ kind: 'closed' })
      try {
        popup.postMessage(authRequestMessage, apiOrigin)
      } catch {
        // The popup is on the provider's page; it cannot be spoken to until it comes back.
      }
    }, pollMs)
    const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs)
  })
}
