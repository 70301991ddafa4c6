import { describe, expect, it } from 'vitest'
import { clientKey } from '../src/plugins/rate-limit.ts'

describe('the rate limit key', () => {
  it('is the client address, IPv4-mapped addresses as IPv4 and IPv6 by its /64', () => {
    expect(clientKey({ ip: '203.0.113.7' })).toBe('203.0.113.7')
    expect(clientKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7')
    expect(clientKey({ ip: '2001:db8:1:2:3:4:5:6' })).toBe(clientKey({ ip: '2001:db8:1:2:ffff::1' }))
  })

  it('does not throw for a client that hung up before its request was limited', () => {
    expect(clientKey({ ip: undefined as unknown as string })).toBe('gone')
  })
})
