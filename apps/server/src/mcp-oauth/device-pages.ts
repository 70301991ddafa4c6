// The pages of the device sign-in (RFC 8628, decision 0023): `/activate`, where a person types the
// code their command line shows, and what they see after. Small server-written HTML, no script: the
// provider renders them through its deviceFlow sources, so its per-session xsrf token guards the form.

import { ACTIVATE_PAGE } from '@one/contract/mcp-oauth'
import { escapeHtml } from '../html.ts'

/** What the activate page says above its form. */
export type ActivateState = 'enter' | 'not-found' | 'expired' | 'used' | 'denied' | 'error'

const HEADINGS: Record<ActivateState, { title: string; text: string }> = {
  enter: {
    title: 'Sign in a device',
    text: 'Type the code your command line shows. You will then sign in, if you are not yet, and confirm.',
  },
  'not-found': {
    title: 'Code not found',
    text: 'No sign-in is waiting for that code. Check it against your command line and try again.',
  },
  expired: {
    title: 'Code expired',
    text: 'That code has expired. Run `one login` again for a new one.',
  },
  used: {
    title: 'Code already used',
    text: 'That code was already answered. Run `one login` again if you need to sign in.',
  },
  denied: {
    title: 'Sign-in denied',
    text: 'You did not allow the device. It stays signed out; you can close this page.',
  },
  error: {
    title: 'Something went wrong',
    text: 'The sign-in could not go on. Run `one login` again for a new code.',
  },
}

/** The provider's refusals of a code (its re-render errors) as the page's states. */
export function activateStateOf(errorName: string | undefined): ActivateState {
  switch (errorName) {
    case undefined:
      return 'enter'
    case 'NoCodeError':
    case 'NotFoundError':
      return 'not-found'
    case 'ExpiredError':
      return 'expired'
    case 'AlreadyUsedError':
      return 'used'
    case 'AbortedError':
      return 'denied'
    default:
      return 'error'
  }
}

/**
 * The status a refused code's page is sent with, so a program (or a test) reads the refusal as one:
 * no such code, or one that can no longer be used. The others keep the provider's own.
 */
export function activateStatusOf(state: ActivateState): number | undefined {
  if (state === 'not-found') return 404
  if (state === 'expired' || state === 'used') return 410
  return undefined
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#121212;color:#eee;margin:0;display:grid;place-items:center;min-height:100vh}
main{max-width:26rem;padding:2rem;background:#1e1e1e;border-radius:12px}h1{font-size:1.5rem;margin-top:0}
input[name=user_code]{font:1.5rem monospace;text-transform:uppercase;text-align:center;width:100%;box-sizing:border-box;padding:.5rem;margin:.5rem 0 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1867c0;color:#fff;cursor:pointer}
button.secondary{background:transparent;color:#aaa}code{font-size:1.4rem}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

/**
 * The code form. It posts `confirm=yes`: the consent page that follows shows the code again beside
 * the client's name, so the provider's own confirmation step would ask the same thing twice.
 */
export function activatePage({
  xsrf,
  state,
  userCode,
}: {
  xsrf: string
  state: ActivateState
  userCode?: string
}): string {
  const { title, text } = HEADINGS[state]
  const again = state === 'enter' || state === 'not-found' || state === 'error'
  const form = again
    ? `<form method="post" action="${ACTIVATE_PAGE}">
<input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}">
<input type="hidden" name="confirm" value="yes">
<label for="user_code">Code</label>
<input id="user_code" name="user_code" value="${escapeHtml(userCode ?? '')}" placeholder="XXXX-XXXX" autocomplete="off" autocapitalize="characters" spellcheck="false" required autofocus>
<button type="submit">Continue</button>
</form>`
    : `<p><a href="${ACTIVATE_PAGE}">Enter another code</a></p>`
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}`)
}

/** The provider's confirmation, shown only to a form posted without `confirm` (not ours). */
export function confirmPage({
  xsrf,
  userCode,
  clientName,
}: {
  xsrf: string
  userCode: string
  clientName: string
}) {
  return page(
    'Confirm the device',
    `<h1>Confirm the device</h1><p><strong>${escapeHtml(clientName)}</strong> should show this code:</p>
<p><code>${escapeHtml(userCode)}</code></p>
<form method="post" action="${ACTIVATE_PAGE}">
<input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}">
<input type="hidden" name="user_code" value="${escapeHtml(userCode)}">
<button type="submit" name="confirm" value="yes">Continue</button>
<button type="submit" class="secondary" name="abort" value="yes">Cancel</button>
</form>`,
  )
}

export function successPage(clientName: string): string {
  return page(
    'Device signed in',
    `<h1>Device signed in</h1><p>${escapeHtml(clientName)} is signed in. You can close this page and go back to your terminal.</p>`,
  )
}
