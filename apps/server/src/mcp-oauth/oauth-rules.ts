import { isLoopbackHost } from '../config/emulators.ts'

/** The one scope an MCP client is granted: the same tools an API key unlocks. */
export const MCP_SCOPE = 'mcp'

/** What the consent page says a client may do. */
export const MCP_SCOPE_DESCRIPTION = [
  'See your Vuetify One account summary: your name, subscription and access.',
  'List, search and read your Vuetify Bins.',
  'Create bins and change the bins you own.',
]

/**
 * Why a client may not register this redirect URI, or undefined when it may: https anywhere, or http
 * on a loopback address for a client running on the person's own machine (RFC 8252).
 */
export function validRedirectUri(uri: string): string | undefined {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return 'A redirect URI must be an absolute URL.'
  }
  if (url.hash) return 'A redirect URI must not have a fragment.'
  if (url.username || url.password) return 'A redirect URI must not carry a user name or password.'
  if (url.protocol === 'https:') return undefined
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return undefined
  return 'A redirect URI must use https, or http on a loopback address (localhost, 127.0.0.1, [::1]).'
}
