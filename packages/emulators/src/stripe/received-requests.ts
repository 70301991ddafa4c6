import type { FastifyRequest } from 'fastify'

/** What a call to the API said of itself: who is calling, which API version, how it authenticated. */
export type ReceivedRequest = {
  method: string
  path: string
  userAgent: string | undefined
  stripeVersion: string | undefined
  /** The Authorization header's scheme only (`Bearer`), never the key. */
  authorization: string | undefined
}

// Enough for a test's flow; the oldest go first, so the emulator never grows with use.
const KEPT = 500

/** The last API calls the emulator received, for the tests that hold a caller to Stripe's rules. */
export class ReceivedRequests {
  private readonly list: ReceivedRequest[] = []

  note(request: FastifyRequest): void {
    const header = (name: string) => {
      const value = request.headers[name]
      return typeof value === 'string' ? value : undefined
    }
    this.list.push({
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      userAgent: header('user-agent'),
      stripeVersion: header('stripe-version'),
      authorization: header('authorization')?.split(' ')[0],
    })
    if (this.list.length > KEPT) this.list.shift()
  }

  all(): readonly ReceivedRequest[] {
    return this.list
  }
}
