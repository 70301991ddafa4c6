import { type ApiError, errorStatus } from '@one/contract/errors'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { decidedOnce } from '../cache/decided-once.ts'
import { isLoopbackHost } from '../config/emulators.ts'
import { hostName } from '../config/server.ts'
import type { Config } from '../config.ts'

type HostSettings = Pick<Config, 'publicUrl' | 'apiBase' | 'allowedHosts' | 'host'>

const everyInterface = new Set(['0.0.0.0', '::', '[::]'])

/**
 * Whether a Host header names this server, each header decided once. The names it answers to:
 * PUBLIC_URL's, API_BASE's when the API has a host of its own, ALLOWED_HOSTS, and the loopback names
 * when it listens where loopback reaches it (a loopback address, or every interface). A page that
 * rebinds its own name to this server's address still sends that name, so it is refused; a loopback
 * name cannot be rebound, and the server calls its own emulators by one.
 */
export function siteHosts({
  publicUrl,
  apiBase,
  allowedHosts,
  host,
}: HostSettings): (hostHeader: string) => boolean {
  const exact = new Set<string>()
  const domains: string[] = []
  const own = [publicUrl, ...(/^https?:\/\//.test(apiBase) ? [apiBase] : [])]
  for (const url of own) exact.add(hostName(new URL(url).hostname) ?? '')
  for (const allowed of allowedHosts) {
    if (allowed.startsWith('.')) domains.push(allowed)
    else exact.add(allowed)
  }
  const loopback = isLoopbackHost(host) || everyInterface.has(host)
  const decide = (hostHeader: string) => {
    const name = hostName(nameOf(hostHeader))
    if (name === undefined) return false
    if (exact.has(name) || (loopback && isLoopbackHost(name))) return true
    return domains.some((domain) => name.endsWith(domain) || name === domain.slice(1))
  }
  return decidedOnce(decide)
}

/** The name in a Host header (`name:port`, `[v6]:port`), read as Fastify's request.hostname reads it. */
function nameOf(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  const colon = host.indexOf(':')
  return colon === -1 ? host : host.slice(0, colon)
}

const MAX_SHOWN = 100

/**
 * Refuses a request for any host but the site's own before anything else runs: a web page
 * that rebinds its name to this server's address could otherwise drive it, its emulators included.
 * Answered here rather than thrown (an emulator's own error handler would dress a thrown error as its
 * service's); true when it answered, so the request goes no further. front-door.ts runs it.
 */
export function hostRefusal(config: HostSettings) {
  const answers = siteHosts(config)
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    // The Host header as it came (request.host), not request.hostname: that splits it on every request.
    if (answers(request.host)) return false
    const shown = request.hostname.slice(0, MAX_SHOWN)
    const body: ApiError = {
      message: `This server does not answer to the host "${shown}". Its operator can add it to ALLOWED_HOSTS.`,
      code: 'unknown_host',
    }
    reply.code(errorStatus.unknown_host).header('cache-control', 'no-store').send(body)
    return true
  }
}
