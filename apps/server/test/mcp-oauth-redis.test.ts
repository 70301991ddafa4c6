// Decision 0016: revoking an MCP client on one instance makes its token 401 at once on another that
// had the token's owner cached, through the same Redis change channel the API keys use; so does a
// token revoked at the revocation endpoint.
import { auth } from '@modelcontextprotocol/sdk/client/auth.js'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { sharedInstances } from './support/instances.ts'
import { freePort } from './support/listening-app.ts'
import { MemoryClient } from './support/mcp-oauth-client.ts'
import { CookieJar, signInThrough } from './support/sign-in.ts'

const redisUrl = process.env.TEST_REDIS_URL
// ada is an admin, and admins subscribe (spec section 4); the emulator gives her this account id.
const ADMINS = { ONE_ADMINS: 'github:2051899610' }
const { instance } = await sharedInstances()

describe.skipIf(!redisUrl)('MCP sign-in on many instances (runs when TEST_REDIS_URL is set)', () => {
  let base: string
  let first: FastifyInstance
  let second: FastifyInstance
  const ada = new CookieJar()

  beforeAll(async () => {
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    const env = { REDIS_URL: redisUrl!, PUBLIC_URL: base, ...ADMINS }
    first = await instance(env)
    second = await instance(env)
    await first.listen({ port, host: '127.0.0.1' })
    await signInThrough(first, ada, 'github', 'ada')
  })

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    first
      .inject({
        method,
        url: url.replace(base, ''),
        headers: { ...ada.header(), ...(method === 'GET' ? {} : { origin: base }) },
      })
      .then((response) => ada.take(response))

  /** An SDK client signed in through the first instance. */
  async function signedInClient(name: string) {
    const client = new MemoryClient(name)
    const serverUrl = new URL(`${base}/api/mcp`)
    expect(await auth(client, { serverUrl })).toBe('REDIRECT')
    const started = await call('GET', client.authorizationUrl!.href)
    const interaction = await call('GET', String(started.headers.location))
    const uid = new URL(String(interaction.headers.location)).pathname.split('/').pop()
    const allowed = await call('POST', `/api/oauth/interaction/${uid}/allow`)
    expect(allowed.statusCode, allowed.body).toBe(200)
    const back = await call('GET', allowed.json().redirectTo)
    const code = new URL(String(back.headers.location)).searchParams.get('code')!
    expect(await auth(client, { serverUrl, authorizationCode: code })).toBe('AUTHORIZED')
    return client
  }

  /** A call to the second instance, which remembers whose token it is after the first one. */
  const toolsListOnSecond = (client: MemoryClient) =>
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

  it('a client revoked on one instance gets 401 at once on another', async () => {
    const client = await signedInClient('Many Instances')
    expect((await toolsListOnSecond(client)).statusCode).toBe(200)
    const revoked = await call('DELETE', `/api/one/mcp/clients/${client.info!.client_id}`)
    expect(revoked.statusCode).toBe(204)
    await expect.poll(async () => (await toolsListOnSecond(client)).statusCode, { timeout: 3000 }).toBe(401)
  })

  it('a token revoked at the revocation endpoint of one instance gets 401 on another within a second', async () => {
    const client = await signedInClient('Revoked Token')
    expect((await toolsListOnSecond(client)).statusCode).toBe(200)
    const revoked = await fetch(`${base}/api/oauth/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: client.saved!.access_token, client_id: client.info!.client_id }),
    })
    expect(revoked.status).toBe(200)
    await expect.poll(async () => (await toolsListOnSecond(client)).statusCode, { timeout: 1000 }).toBe(401)
  })
})
