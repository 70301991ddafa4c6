import { BINS_SCOPE, CLI_CLIENT_ID } from '@one/contract/mcp-oauth'

/** The one scope an MCP client is granted: the same tools an API key unlocks. */
export const MCP_SCOPE = 'mcp'

/** OpenID Connect's scope: a client that asks for it gets an ID token naming the account by its id. */
export const OPENID_SCOPE = 'openid'

/** What every registered client may ask for. */
export const CLIENT_SCOPE = `${OPENID_SCOPE} ${MCP_SCOPE}`

/** How long a device code waits for its person (RFC 8628 `expires_in`). */
export const DEVICE_CODE_SECONDS = 600

/** How often a device may poll for its token; faster is answered `slow_down` (RFC 8628 section 3.5). */
export const DEVICE_POLL_SECONDS = 5

/** The command line: a public client that signs in only with a device code, kept signed in by refresh. */
export const CLI_CLIENT = {
  client_id: CLI_CLIENT_ID,
  client_name: 'One command line',
  token_endpoint_auth_method: 'none',
  grant_types: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
  response_types: [],
  redirect_uris: [],
} as const

/** What the consent page says a client may do. */
const MCP_SCOPE_DESCRIPTION = [
  'See your Vuetify One account summary: your name, subscription and access.',
  'List, search and read your Vuetify Bins.',
  'Create bins and change the bins you own.',
]
const BINS_SCOPE_DESCRIPTION = [
  'List, search and read your Vuetify Bins.',
  'Create bins and change the bins you own.',
]
const OPENID_SCOPE_DESCRIPTION = 'Know your Vuetify One account by its id.'

/**
 * The scope an authorization request is taken to ask for (RFC 6749 section 3.3): always mcp, which is
 * the default when a request names none; openid besides when asked. Scopes this server does not know
 * are left out, so the consent page's answer always covers the whole request and none can come back
 * to ask again.
 */
export function requestedScope(scope: string | undefined): string {
  const asked = new Set(scope?.split(' '))
  return asked.has(OPENID_SCOPE) ? `${OPENID_SCOPE} ${MCP_SCOPE}` : MCP_SCOPE
}

/** What a client asking for this scope may do, as the consent page lists it. */
export function abilitiesOf(scope: string): string[] {
  const scopes = new Set(scope.split(' '))
  if (scopes.has(BINS_SCOPE) && !scopes.has(MCP_SCOPE)) return BINS_SCOPE_DESCRIPTION
  return scopes.has(OPENID_SCOPE)
    ? [...MCP_SCOPE_DESCRIPTION, OPENID_SCOPE_DESCRIPTION]
    : MCP_SCOPE_DESCRIPTION
}

/** The loopback names RFC 8252 section 7.3 allows with http (and the provider matches on any port). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Schemes a browser runs or reads itself, or that lead to another server: never a way back to an app. */
const REFUSED_SCHEMES = new Set([
  'javascript:',
  'vbscript:',
  'data:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
  'view-source:',
  'ws:',
  'wss:',
  'ftp:',
])

const ALLOWED_REDIRECTS =
  "A redirect URI must use https, http on a loopback address (localhost, 127.0.0.1, [::1]), or an app's private-use scheme (like vscode: or com.example.app:)."

const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname)
const isPrivateUse = (url: URL) =>
  url.protocol !== 'http:' && url.protocol !== 'https:' && !REFUSED_SCHEMES.has(url.protocol)

/**
 * Why a client may not register this redirect URI, or undefined when it may: https anywhere; http on a
 * loopback address, or an app's private-use scheme, for a client running on the person's own machine
 * (RFC 8252 sections 7.1 and 7.3).
 */
export function validRedirectUri(uri: string): string | undefined {
  const url = URL.parse(uri)
  if (!url) return 'A redirect URI must be an absolute URL.'
  if (uri.includes('#')) return 'A redirect URI must not have a fragment.'
  if (url.username || url.password) return 'A redirect URI must not carry a user name or password.'
  if (url.protocol === 'https:' || isLoopbackHttp(url) || isPrivateUse(url)) return undefined
  return ALLOWED_REDIRECTS
}

/**
 * A client returning to a loopback port or a private-use scheme runs on the person's machine: it is a
 * native client (RFC 8252), whose loopback redirects match on any port (section 7.3). A client with an
 * https redirect on a loopback name stays a web client, which native rules would refuse.
 */
export function applicationTypeOf(uris: string[]): 'native' | 'web' {
  const urls = uris.flatMap((uri) => URL.parse(uri) ?? [])
  const onThisMachine = urls.some((url) => isLoopbackHttp(url) || isPrivateUse(url))
  const httpsOnLoopback = urls.some((url) => url.protocol === 'https:' && LOOPBACK_NAMES.has(url.hostname))
  return onThisMachine && !httpsOnLoopback ? 'native' : 'web'
}
