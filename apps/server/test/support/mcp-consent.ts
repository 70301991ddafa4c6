// The browser's part of an MCP client's sign-in, played with a site user's cookies against a listening app.
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { CookieJar } from './sign-in.ts'

/** More steps than any sign-in takes: a request that loops fails here instead of running forever. */
const MAX_STEPS = 12

/**
 * Follows an authorization request through the provider and the consent page, answers every consent
 * page it meets, and stops where the browser leaves the server: back at the client's redirect. Says
 * how many consent pages were shown (one, unless something loops) and what the last one said.
 */
export async function consentThrough(
  app: FastifyInstance,
  base: string,
  jar: CookieJar,
  authorizationUrl: URL,
  answer: 'allow' | 'deny' = 'allow',
) {
  const call = async (method: 'GET' | 'POST', url: string) =>
    jar.take(
      await app.inject({
        method,
        url: url.replace(base, ''),
        headers: { ...jar.header(), ...(method === 'GET' ? {} : { origin: base }) },
        remoteAddress: jar.address,
      }),
    )
  let url = authorizationUrl.href
  let consents = 0
  let details: Record<string, unknown> = {}
  for (let step = 0; step < MAX_STEPS; step++) {
    const response = await call('GET', url)
    expect([302, 303], response.body).toContain(response.statusCode)
    const next = new URL(String(response.headers.location), base)
    if (next.origin !== base) return { back: next, consents, details }
    const consentPage = /^\/oauth\/consent\/([^/]+)$/.exec(next.pathname)
    if (!consentPage) {
      url = next.href
      continue
    }
    consents++
    const uid = consentPage[1]
    const shown = await call('GET', `/api/oauth/interaction/${uid}/details`)
    expect(shown.statusCode, shown.body).toBe(200)
    details = shown.json()
    const answered = await call('POST', `/api/oauth/interaction/${uid}/${answer}`)
    expect(answered.statusCode, answered.body).toBe(200)
    url = answered.json().redirectTo
  }
  throw new Error(`The sign-in did not come back after ${MAX_STEPS} steps (${consents} consent pages)`)
}
