import { isLoopbackHost } from '../config/emulators.ts'
import type { Config } from '../config.ts'

/** The API's public address: API_BASE when absolute, else the site's own address and API_PREFIX. */
export function apiPublicUrl(config: Pick<Config, 'apiBase' | 'apiPrefix' | 'publicUrl'>): string {
  return /^https?:\/\//.test(config.apiBase) ? config.apiBase : `${config.publicUrl}${config.apiPrefix}`
}

/** Origins whose pages may receive sign-in results and be returned to. */
export function webOrigins(config: Config): string[] {
  return [config.publicUrl, ...config.webOrigins]
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
