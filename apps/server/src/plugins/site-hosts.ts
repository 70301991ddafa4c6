import { type ApiError, errorStatus } from '@one/contract/errors'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isLoopbackHost } from '../config/emulators.ts'
import { hostName } from '../config/server.ts'
import type { Config } from '../config.ts'

type HostSettings = Pick<Config, 'publicUrl' | 'apiBase' | 'allowedHosts' | 'host'>

const everyInterface = new Set(['0.0.0.0', '::', '[::]'])
const MAX_REMEMBERED = 256

/**
 * The host names this server answers to: PUBLIC_URL's, API_BASE's when the API has a host of its own,
 * ALLOWED_HOSTS, and the loopback names when it listens where loopback reaches it (a loopback address,
 * or every interface). A page that rebinds its own name to this server's address still sends that
 * name, so it is refused; a loopback name cannot be rebound, and the server calls its own emulators by one.
 */
export function siteHosts({
  publicUrl,
  apiBase,
  allowedHosts,
  host,
}: HostSettings): (hostname: string) => boolean {
  const exact = new Set<string>()
  const domains: string[] = []
  const own = [publicUrl, ...(/^https?:\/\//.test(apiBase) ? [apiBase] : [])]
  for (const url of own) exact.add(hostName(new URL(url).hostname) ?? '')
  for (const allowed of allowedHosts) {
    if (allowed.startsWith('.')) domains.push(allowed)
    else exact.add(allowed)
  }
  const loopback = isLoopbackHost(host) || everyInterface.has(host)
  const decide = (hostname: string) => {
    const name = hostName(hostname)
    if (name === undefined) return false
    if (exact.has(name) || (loopback && isLoopbackHost(name))) return true
    return domains.some((domain) => name.endsWith(domain) || name === domain.slice(1))
  }
  // A server is asked under a handful of names: each is decided once. The names come from the
  // request, so the memory of them is bounded and starts over when full.
  const decided = new Map<string, boolean>()
  return (hostname) => {
    let answer = decided.get(hostname)
    if (answer === undefined) {
      answer = decide(hostname)
      if (decided.size >= MAX_REMEMBERED) decided.clear()
      decided.set(hostname, answer)
    }
    return answer
  }
}

const MAX_SHOWN = 100

/**
 * Refuses a request for any host but the site's own before anything else runs (issue 24): a web page
 * that rebinds its name to this server's address could otherwise drive it, its emulators included.
 * Answered here rather than thrown (an emulator's own error handler would dress a thrown error as its
 * service's); true when it answered, so the request goes no further. front-door.ts runs it.
 */
export function hostRefusal(config: HostSettings) {
  const answers = siteHosts(config)
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (answers(request.hostname)) return false
    const shown = request.hostname.slice(0, MAX_SHOWN)
    const body: ApiError = {
      message: `This server does not answer to the host "${shown}". Its operator can add it to ALLOWED_HOSTS.`,
      code: 'unknown_host',
    }
    reply.code(errorStatus.unknown_host).header('cache-control', 'no-store').send(body)
    return true
  }
}
