import { SESSION_MARKER_COOKIE } from '@one/contract/auth'

/** The last two dot-separated labels of a host name: bin.example.com and api.example.com share example.com. */
function parentDomain(hostname: string): string {
  const labels = hostname.split('.')
  return labels.length < 2 ? '' : labels.slice(-2).join('.')
}

/**
 * FACTS 3.1 and decision 4: a non-forced verify is skipped when the session marker cookie is absent
 * and the site and the API share their parent domain (so the marker would be visible if a session
 * existed). Two hosts without a dot, such as localhost, count as sharing.
 */
export function shouldSkipVerify(cookies: string, siteHost: string, apiHost: string): boolean {
  const hasMarker = cookies.split(';').some((c) => c.trim().split('=')[0] === SESSION_MARKER_COOKIE)
  return !hasMarker && parentDomain(siteHost) === parentDomain(apiHost)
}
