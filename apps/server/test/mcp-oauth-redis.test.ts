// Decision 0016: revoking an MCP client on one instance makes its token 401 at once on another that
// had the token's owner cached, through the same Redis change channel the API keys use.
import { auth } from '@modelcontextprotocol/sdk/client/auth.js'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { sharedInstances } from './support/instances.ts'
import { freePort } from './support/listening-app.ts'
import { MemoryClient } from './support/mcp-oauth-client.ts'
import { CookieJar, signInThrough } from './support/sign-in.ts'

const redisUrl = process.env.TEST_REDIS_URL
// ada is an admin, and admins subscribe (spec section 4); the emulator gives her this account id.
const ADMINS = { ONE_ADMINS: 'github:2051899610' }
const { instance } = await sharedInstances()

describe.skipIf(!redisUrl)('MCP sign-in on many instances (runs when TEST_REDIS_URL is set)', () => {
  it('a client revoked on one instance gets 401 at once on another', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const env = { REDIS_URL: redisUrl!, PUBLIC_URL: base, ...ADMINS }
    const first = await instance(env)
    const second = await instance(env)
    await first.listen({ port, host: '127.0.0.1' })

    const ada = new CookieJar()
    await signInThrough(first, ada, 'github', 'ada')
    const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string) =>
      app
        .inject({
          method,
          url: url.replace(base, ''),
          headers: { ...ada.header(), ...(method === 'GET' ? {} : { origin: base }) },
        })
        .then((response) => ada.take(response))

    const client = new MemoryClient('Many Instances')
    const serverUrl = new URL(`${base}/api/mcp`)
    expect(await auth(client, { serverUrl })).toBe('REDIRECT')
    const started = await call(first, 'GET', client.authorizationUrl!.href)
    const interaction = await call(first, 'GET', String(started.headers.location))
    const uid = new URL(String(interaction.headers.location)).pathname.split('/').pop()
    const allowed = await call(first, 'POST', `/api/oauth/interaction/${uid}/allow`)
    expect(allowed.statusCode, allowed.body).toBe(200)
    const back = await call(first, 'GET', allowed.json().redirectTo)
    const code = new URL(String(back.headers.location)).searchParams.get('code')!
    expect(await auth(client, { serverUrl, authorizationCode: code })).toBe('AUTHORIZED')

    const toolsList = () =>
      second.inject({
        method: 'POST',
        url: '/api/mcp',
        headers: {
          authorization: `Bearer ${client.saved!.access_token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      })
    // The second instance now remembers whose token it is.
    expect((await toolsList()).statusCode).toBe(200)
    const revoked = await call(first, 'DELETE', `/api/one/mcp/clients/${client.info!.client_id}`)
    expect(revoked.statusCode).toBe(204)
    await expect.poll(async () => (await toolsList()).statusCode, { timeout: 3000 }).toBe(401)
  })
})
