import type { FastifyInstance } from 'fastify'

/** How an emulated API misbehaves, for tests of a remote that is down or slow. */
export type Fault = { status: number | null; delayMs: number }

const MAX_DELAY_MS = 60_000

/**
 * `POST <prefix>/_control/fault {status?, delayMs?}`: every API answer of the service waits `delayMs`
 * and, with a status, fails with it; `{}` puts it right again. Returns the hook that applies it.
 */
export function faultControl(app: FastifyInstance) {
  const fault: Fault = { status: null, delayMs: 0 }
  app.post<{ Body: { status?: unknown; delayMs?: unknown } }>('/_control/fault', async (request, reply) => {
    const { status = null, delayMs = 0 } = request.body ?? {}
    const validStatus =
      status === null || (Number.isInteger(status) && Number(status) >= 400 && Number(status) <= 599)
    const validDelay = Number.isInteger(delayMs) && Number(delayMs) >= 0 && Number(delayMs) <= MAX_DELAY_MS
    if (!validStatus || !validDelay) {
      return reply.status(400).send({
        message: `status must be null or 400 to 599; delayMs a whole number from 0 to ${MAX_DELAY_MS}.`,
      })
    }
    fault.status = status as number | null
    fault.delayMs = delayMs as number
    return fault
  })
  /** Waits and fails as told; true when the answer was sent already (a failure). */
  return async function applyFault(reply: { status(code: number): { send(body: unknown): unknown } }) {
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
    if (fault.status === null) return false
    reply.status(fault.status).send({ message: 'The emulated service is failing on purpose.' })
    return true
  }
}
