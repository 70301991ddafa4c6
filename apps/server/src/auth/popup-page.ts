import type { AuthResponseMessage } from '@one/contract/auth'
import { escapeHtml, jsonInHtml } from '../html.ts'

/**
 * The page the sign-in popup lands on. Its script (popup.js) answers the opener's auth-request with
 * the result, only to the allowed origins (the site's and WEB_ORIGINS'), then closes; an opener on
 * any other origin gets nothing and the page says why; opened as a plain tab it goes back home.
 */
export function popupPage(input: {
  message: AuthResponseMessage
  origins: string[]
  home: string
  scriptUrl: string
}): string {
  const text =
    input.message.status === 'success'
      ? 'You are signed in. This window closes by itself.'
      : input.message.message
  const data = { message: input.message, origins: input.origins, home: input.home }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in</title>
<style>body{font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;background:#121212;color:#eee}</style>
<script type="application/json" id="auth-result">${jsonInHtml(JSON.stringify(data))}</script>
<script src="${input.scriptUrl}" defer></script></head>
<body><p id="auth-text">${escapeHtml(text ?? '')}</p></body></html>`
}

/** What the popup says when the page that opened it is on an origin the sign-in is not sent to. */
export const UNLISTED_OPENER =
  'The page that opened this window ({origin}) is not one of the sites this account serves, so the sign-in was not sent to it. You can close this window.'

/** Runs in the popup. Kept as plain script text: the content security policy allows no inline code. */
export const popupScript = `(() => {
  const data = JSON.parse(document.getElementById('auth-result').textContent)
  if (!window.opener) { window.location.replace(data.home); return }
  window.addEventListener('message', (event) => {
    if (event.source !== window.opener || !event.data || event.data.type !== 'auth-request') return
    if (!data.origins.includes(event.origin)) {
      document.getElementById('auth-text').textContent = ${JSON.stringify(UNLISTED_OPENER)}.replace('{origin}', () => event.origin)
      return
    }
    event.source.postMessage(data.message, event.origin)
    setTimeout(() => window.close(), 100)
  })
})()
`
