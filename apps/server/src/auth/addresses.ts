import type { Config } from '../config.ts'

/** The API's public address: API_BASE when absolute, else under the site's own address. */
export function apiPublicUrl(config: Config): string {
  return /^https?:\/\//.test(config.apiBase) ? config.apiBase : `${config.publicUrl}${config.apiBase}`
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
