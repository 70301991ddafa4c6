import { isIP } from 'node:net'

// The network of an address, for a person to tell "mine" from "somewhere else": an IPv4 address's /24
// and an IPv6 address's /48, never the address itself.

const privateV4 = [
  /^10\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
]

/** The eight groups of an IPv6 address, written out. */
function groupsOf(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::') as [string, string?]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  )
}

/** "203.0.113.x", "a private network (10.1.2.x)", "2001:db8:85a3::/48", "this computer". */
export function roughNetwork(address: string | undefined): string {
  if (!address) return 'an unknown network'
  const bare = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const family = isIP(bare)
  if (family === 4) {
    if (bare.startsWith('127.')) return 'this computer'
    const network = `${bare.split('.').slice(0, 3).join('.')}.x`
    return privateV4.some((range) => range.test(bare)) ? `a private network (${network})` : network
  }
  if (family === 6) {
    const groups = groupsOf(bare)
    if (groups.every((group, i) => group === (i === 7 ? '1' : '0'))) return 'this computer'
    const first = Number.parseInt(groups[0] ?? '0', 16)
    const network = `${groups.slice(0, 3).join(':')}::/48`
    if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80) return `a private network (${network})`
    return network
  }
  return 'an unknown network'
}
