import { isLoopbackHost } from '../config/emulators.ts'
import type { Config } from '../config.ts'

const isAbsolute = (apiBase: string) => /^https?:\/\//.test(apiBase)

/** The API's public address: API_BASE when absolute, else the site's own address and API_PREFIX. */
export function apiPublicUrl(config: Pick<Config, 'apiBase' | 'apiPrefix' | 'publicUrl'>): string {
  return isAbsolute(config.apiBase) ? config.apiBase : `${config.publicUrl}${config.apiPrefix}`
}

/**
 * The origins of our own sites, from configuration only (decision 2): the site's, an absolute
 * API_BASE's, and WEB_ORIGINS. Their calls pass the origin check and get CORS (decision 29), the
 * sign-in popup answers them, and checkout and sign-in return to them.
 */
export function webOrigins(config: Pick<Config, 'apiBase' | 'publicUrl' | 'webOrigins'>): string[] {
  const api = isAbsolute(config.apiBase) ? [new URL(config.apiBase).origin] : []
  return [...new Set([config.publicUrl, ...api, ...config.webOrigins])]
}

/** A `next` address to return to after sign-in, kept only when it is one of our sites. */
export function safeNext(config: Config, next: string | undefined): string {
  if (!next) return ''
  try {
    const url = new URL(next, config.publicUrl)
    return webOrigins(config).includes(url.origin) ? url.toString() : ''
  } catch {
    return ''
  }
}

/**
 * Where to send a request that reached this server under another loopback name than the public
 * address's (127.0.0.1 for localhost, or the reverse): to the same path at the public address. Sign-in
 * and every write hold to that one origin, so a page at the other name would fail them silently.
 * Only loopback names on the public address's own port are moved: a deployment, a proxy or a
 * forwarded port is left alone.
 */
export function publicAddressFor(
  publicUrl: string,
  request: { hostname: string; port: number | null | undefined; url: string },
): string | undefined {
  const site = new URL(publicUrl)
  const sitePort = Number(site.port || (site.protocol === 'https:' ? 443 : 80))
  const hostname = request.hostname.toLowerCase()
  if (hostname === site.hostname || !isLoopbackHost(hostname) || !isLoopbackHost(site.hostname)) return
  if ((request.port ?? sitePort) !== sitePort) return
  return new URL(request.url, site).toString()
}
