import { createServer, type Server, Socket } from 'node:net'

export type TcpProxy = {
  /** `url` with its host and port replaced by the proxy's. */
  reach(url: string): string
  /** Holds every byte both ways, on open connections and new ones: a partition, nothing is closed. */
  pause(): void
  /** Closes every connection and refuses new ones: the service is gone. */
  cut(): void
  /** Lets bytes through again (held ones first) and takes new connections. */
  resume(): void
  close(): Promise<void>
}

/**
 * A TCP hop in front of a service (PostgreSQL, Redis) that a test can pause, cut and resume, so a
 * fault is made between the server and the service and nothing outside the test is stopped.
 */
export async function tcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target)
  const pairs = new Set<[Socket, Socket]>()
  let state: 'open' | 'paused' | 'cut' = 'open'

  const server: Server = createServer((client) => {
    if (state === 'cut') return client.destroy()
    const upstream = new Socket()
    const pair: [Socket, Socket] = [client, upstream]
    pairs.add(pair)
    for (const socket of pair) {
      socket.on('error', () => {})
      socket.on('close', () => {
        pairs.delete(pair)
        client.destroy()
        upstream.destroy()
      })
    }
    if (state === 'paused') for (const socket of pair) socket.pause()
    upstream.connect(Number(port), hostname)
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as { port: number }

  return {
    reach(url) {
      const through = new URL(url)
      through.host = `127.0.0.1:${address.port}`
      return through.toString()
    },
    pause() {
      state = 'paused'
      for (const pair of pairs) for (const socket of pair) socket.pause()
    },
    cut() {
      state = 'cut'
      for (const pair of pairs) for (const socket of pair) socket.destroy()
    },
    resume() {
      state = 'open'
      for (const pair of pairs) for (const socket of pair) socket.resume()
    },
    close() {
      for (const pair of pairs) for (const socket of pair) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
