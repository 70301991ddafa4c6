import Fastify from 'fastify'
import { type EmulatorOptions, type EmulatorUrls, emulatorBaseUrls, emulatorsPlugin } from './plugin.ts'

export type RunningEmulators = { origin: string; urls: EmulatorUrls; close(): Promise<void> }

const prefix = '/_emulators'

/**
 * The emulators on a server of their own, mounted at /_emulators as the product mounts them. Unless
 * `clients` are given, any client may sign in and be sent back anywhere: such a server is a test's
 * stand-in for a provider, for clients that run elsewhere, so the same-host default cannot serve it.
 */
export async function startEmulators({
  port = 0,
  host = '127.0.0.1',
  clients = 'any',
  ...options
}: { port?: number; host?: string } & EmulatorOptions = {}): Promise<RunningEmulators> {
  // Closing ends every connection, a request still waiting out a fault's delay included: a stand-in's
  // end need not wait for a client that gave up on it (on Node 24 a stalled shop's connection kept
  // close() waiting for more than a minute after the server's outbound request had timed out).
  const app = Fastify({ logger: false, forceCloseConnections: true })
  await app.register(emulatorsPlugin, { prefix, clients, ...options })
  await app.listen({ port, host })
  const address = app.server.address()
  if (!address || typeof address === 'string') {
    throw new Error('The emulators are not listening on a TCP port')
  }
  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const origin = `http://${hostname}:${address.port}`
  return { origin, urls: emulatorBaseUrls(origin, prefix), close: () => app.close() }
}
