import { BlockList, isIP } from 'node:net'
import { z } from 'zod'
import { ConfigError } from './variables.ts'

export const emulatorVariables = {
  ONE_EMULATORS: z.enum(['auto', 'on', 'off']).default('auto'),
}

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** Whether only this machine can reach an interface: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1')
  if (address.toLowerCase() === 'localhost') return true
  const family = isIP(address)
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

type Env = z.infer<z.ZodObject<typeof emulatorVariables>> & { HOST: string }

/**
 * Whether sign-in goes through the local emulators, where anyone signs in as anyone. `auto` turns
 * them on when no provider has credentials, which must not reach a deployment by accident: off this
 * machine's loopback they need ONE_EMULATORS=on.
 */
export function readEmulators(e: Env, anyCredentials: boolean): boolean {
  const on = e.ONE_EMULATORS === 'on' || (e.ONE_EMULATORS === 'auto' && !anyCredentials)
  if (on && e.ONE_EMULATORS !== 'on' && !isLoopbackHost(e.HOST)) {
    throw new ConfigError(
      `Invalid environment variable ONE_EMULATORS: no provider credentials are set, so sign-in would use the local emulators, where anyone can sign in as anyone, and HOST=${e.HOST} lets other machines reach them. Set the providers' credentials, listen on localhost, or set ONE_EMULATORS=on if this is on purpose.`,
    )
  }
  return on
}
