import { describe, expect, it } from 'vitest'
import { roughNetwork } from '../src/activity/rough-network.ts'

// Decision 0037: the device consent page names the requester's network, never the address.
describe("an address's rough network", () => {
  it('is the /24 of a public IPv4 address, and says when it is private or this computer', () => {
    expect(roughNetwork('203.0.113.9')).toBe('203.0.113.x')
    expect(roughNetwork('::ffff:198.51.100.250')).toBe('198.51.100.x')
    expect(roughNetwork('10.1.2.3')).toBe('a private network (10.1.2.x)')
    expect(roughNetwork('172.20.0.5')).toBe('a private network (172.20.0.x)')
    expect(roughNetwork('172.32.0.5')).toBe('172.32.0.x')
    expect(roughNetwork('192.168.1.20')).toBe('a private network (192.168.1.x)')
    expect(roughNetwork('100.64.3.4')).toBe('a private network (100.64.3.x)')
    expect(roughNetwork('127.0.0.1')).toBe('this computer')
  })

  it('is the /48 of an IPv6 address, however it is written', () => {
    expect(roughNetwork('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3::/48')
    expect(roughNetwork('2001:0db8:0000:0042::1')).toBe('2001:db8:0::/48')
    expect(roughNetwork('fd12:3456:789a:1::1')).toBe('a private network (fd12:3456:789a::/48)')
    expect(roughNetwork('fe80::1')).toBe('a private network (fe80:0:0::/48)')
    expect(roughNetwork('::1')).toBe('this computer')
  })

  it('is unknown for anything else', () => {
    expect(roughNetwork(undefined)).toBe('an unknown network')
    expect(roughNetwork('not an address')).toBe('an unknown network')
  })
})
