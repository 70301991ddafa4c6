import serverPackage from '../../package.json' with { type: 'json' }

/** The third parties the server calls, as far as the name it gives itself differs between them. */
export type Remote = 'discord' | 'github' | 'github-sponsors' | 'shopify' | 'sendowl'

/**
 * The name the server gives itself on every outbound call: GitHub's REST API refuses a call without
 * one, and Discord asks for `DiscordBot (<url>, <version>)` (FACTS 14). The address is the site's, so
 * a provider's operator can see whose calls they are.
 */
export function userAgentFor(publicUrl: string): (remote: Remote) => string {
  const general = `One (${publicUrl})`
  const discord = `DiscordBot (${publicUrl}, ${serverPackage.version})`
  return (remote) => (remote === 'discord' ? discord : general)
}

/** `fetch` that names the server as `userAgent`, whatever the caller (or its library) put there. */
export function fetchAs(userAgent: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('user-agent', userAgent)
    return fetch(input, { ...init, headers })
  }
}
