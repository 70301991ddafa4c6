import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

/** What a request id from a proxy may look like: short, and nothing a log reader could trip on. */
const SANE_ID = /^[A-Za-z0-9._:@-]{1,128}$/

type TrustProxy = false | ((address: string, hop: number) => boolean) | string[]

const named: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
}

/** Whether the socket's peer is one of the proxies TRUST_PROXY names (config/server.ts). */
export function trustedPeer(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false
  if (typeof trustProxy === 'function') return (address) => address !== undefined && trustProxy(address, 0)
  const list = new BlockList()
  for (const item of trustProxy) {
    const [address = '', bits] = item.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (named[address]) for (const [net, prefix, f] of named[address]) list.addSubnet(net, prefix, f)
    else if (bits !== undefined) list.addSubnet(address, Number(bits), family)
    else list.addAddress(address, family)
  }
  return (address) => {
    if (address === undefined) return false
    const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
    return isIP(v4) === 4 ? list.check(v4, 'ipv4') : list.check(address, 'ipv6')
  }
}

/**
 * Fastify's genReqId: the proxy's X-Request-Id when a trusted proxy sends a sane one, so a request is
 * followed from the proxy's log into ours; otherwise a new id, unique across instances (a random
 * prefix per process and a counter).
 */
export function requestIds(trustProxy: TrustProxy) {
  const trusted = trustedPeer(trustProxy)
  const prefix = randomBytes(5).toString('base64url')
  let next = 0
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id']
    if (typeof given === 'string' && SANE_ID.test(given) && trusted(request.socket.remoteAddress))
      return given
    next = (next + 1) & 0x7fffffff
    return `${prefix}-${next.toString(36)}`
  }
}
