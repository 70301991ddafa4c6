// SHUTDOWN_DELAY_MS, read at boot (test/ops-process.test.ts shows a server honouring it).
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.ts'

describe('SHUTDOWN_DELAY_MS', () => {
  it('is 0 unless set (one process, no balancer, stops at once), and a whole number of ms when set', () => {
    expect(loadConfig({}).shutdownDelayMs).toBe(0)
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '' }).shutdownDelayMs).toBe(0)
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '2500' }).shutdownDelayMs).toBe(2500)
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '60000' }).shutdownDelayMs).toBe(60_000)
  })

  it.each(['-1', '60001', '2.5', 'soon'])('refuses %s with a line naming the variable', (value) => {
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: value })).toThrow(ConfigError)
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: value })).toThrow(
      `Invalid environment variable SHUTDOWN_DELAY_MS: must be a whole number from 0 to 60000 (got "${value}")`,
    )
  })
})
