import { MCP_PATH } from '@one/contract/api-key'
import { config } from '../../lib/runtime-config.ts'

/** Shown, and copied, while the page does not hold the whole key. */
export const KEY_PLACEHOLDER = 'YOUR_KEY'

/** The address of this server's MCP endpoint, absolute, as a client outside the browser needs it. */
export function mcpUrl(apiBase = config.apiBase, here = window.location.href): string {
  return new URL(`${apiBase}${MCP_PATH}`, here).href
}

/** A ready configuration for MCP clients that read the common `mcpServers` form (editors, desktop assistants). */
export function mcpClientConfig(apiKey: string, url = mcpUrl()): string {
  const server = { type: 'http', url, headers: { Authorization: `Bearer ${apiKey}` } }
  return JSON.stringify({ mcpServers: { 'vuetify-one': server } }, null, 2)
}

/** The same server for clients that sign in (OAuth): no key, the client asks you on this site. */
export function mcpSignInConfig(url = mcpUrl()): string {
  return JSON.stringify({ mcpServers: { 'vuetify-one': { type: 'http', url } } }, null, 2)
}
