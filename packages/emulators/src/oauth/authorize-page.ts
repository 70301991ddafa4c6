import { escapeHtml } from '../shared/html.ts'
import type { AuthorizeParams } from './authorize-request.ts'
import type { ProviderDescription } from './providers.ts'

export const pageTitle = (provider: ProviderDescription) => `Sign in to ${provider.name} (local emulator)`

type SignInForm = {
  provider: ProviderDescription
  /** Where the form posts: the authorize path as the browser requested it. */
  action: string
  params: AuthorizeParams
  username?: string
  error?: string
}

/** The provider's sign-in page: a username instead of a password, then Authorize or Cancel. */
export function signInPage({ provider, action, params, username, error }: SignInForm): string {
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ')
  const destination = params.redirect_uri ? new URL(params.redirect_uri).origin : ''
  const scope = params.scope ? ` Scope: <code>${escapeHtml(params.scope)}</code>.` : ''
  const invalid = error ? ' aria-invalid="true"' : ''
  return layout(
    provider,
    pageTitle(provider),
    `<p class="note">This is a local stand-in for ${escapeHtml(provider.name)}. No password is needed:
      type any username and you are signed in as that user. The same username is always the same user.</p>
    <p class="client">
      <strong>${escapeHtml(params.client_id ?? '')}</strong> asks to sign you in and will return you to
      <code>${escapeHtml(destination)}</code>.${scope}
    </p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="${escapeHtml(action)}">
      <label for="username">Username</label>
      <input id="username" name="username" type="text" value="${escapeHtml(username ?? '')}"
        autofocus required
        pattern="[A-Za-z0-9_\\-]{1,39}" maxlength="39" autocomplete="username" autocapitalize="none"
        spellcheck="false" aria-describedby="username-hint"${invalid}>
      <p id="username-hint" class="hint">1 to 39 letters, digits, '-' or '_'.</p>
      ${hidden}
      <div class="actions">
        <button type="submit" name="action" value="authorize" class="primary">Authorize</button>
        <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
      </div>
    </form>`,
  )
}

/** Shown instead of the form when the client's request cannot be answered with a redirect. */
export function badRequestPage(provider: ProviderDescription, problems: string[]): string {
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')
  return layout(
    provider,
    `Bad sign-in request: ${provider.name} (local emulator)`,
    `<p class="error" role="alert">The application that sent you here made a request this emulator cannot
      answer, so it cannot send you back:</p>
    <ul class="problems">${items}</ul>`,
  )
}

function layout(provider: ProviderDescription, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="strict-origin-when-cross-origin">
  <title>${escapeHtml(title)}</title>
  <style>${styles(provider.colour)}</style>
</head>
<body>
  <main class="card">
    <div class="brand" aria-hidden="true">${escapeHtml(provider.name.charAt(0))}</div>
    <h1>${escapeHtml(title)}</h1>
    ${body}
  </main>
</body>
</html>
`
}

function styles(colour: string): string {
  return `
    :root { --brand: ${colour}; color-scheme: light; }
    * { box-sizing: border-box; }
    body {
      margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px;
      font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
      background: #f3f4f6; color: #1f2328;
    }
    .card {
      width: 100%; max-width: 380px; background: #fff; border-radius: 12px; padding: 28px 24px;
      box-shadow: 0 1px 3px rgb(0 0 0 / 12%), 0 8px 24px rgb(0 0 0 / 8%); border-top: 6px solid var(--brand);
    }
    .brand {
      width: 48px; height: 48px; border-radius: 50%; background: var(--brand); color: #fff;
      display: grid; place-items: center; font-weight: 700; font-size: 22px; margin: 0 auto 12px;
    }
    h1 { font-size: 20px; text-align: center; margin: 0 0 12px; }
    .note {
      background: #fff8c5; border: 1px solid #e6d67a; border-radius: 6px; padding: 8px 12px; font-size: 13px;
    }
    .client { font-size: 13px; color: #59636e; overflow-wrap: anywhere; }
    .error {
      font-size: 14px; color: #b42318; background: #fef3f2; border: 1px solid #fecdca;
      border-radius: 6px; padding: 8px 12px;
    }
    .problems { color: #b42318; overflow-wrap: anywhere; }
    label { display: block; font-weight: 600; margin: 16px 0 6px; }
    input[type=text] {
      width: 100%; font: inherit; padding: 8px 10px; border: 1px solid #d0d7de; border-radius: 6px;
    }
    input[type=text]:focus { outline: 2px solid var(--brand); outline-offset: 1px; }
    .hint { font-size: 12px; color: #59636e; margin: 4px 0 0; }
    .actions { display: flex; gap: 8px; margin-top: 20px; }
    button {
      flex: 1; font: inherit; font-weight: 600; padding: 9px 12px; border-radius: 6px; cursor: pointer;
      border: 1px solid #d0d7de; background: #f6f8fa; color: #1f2328;
    }
    button.primary { background: var(--brand); border-color: var(--brand); color: #fff; }
    button:focus-visible { outline: 2px solid var(--brand); outline-offset: 2px; }
  `
}
