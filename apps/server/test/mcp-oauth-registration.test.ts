// Open client registration (RFC 7591) cannot fill the disk. Every field is bounded,
// and a registration no person let in within a day is deleted by a job. On PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.

import { createHash } from 'node:crypto'
import { auth } from '@modelcontextprotocol/sdk/client/auth.js'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { mcpOauthRecords } from '../src/db/schema/mcp-oauth.ts'
import { startMcpOauthPruning } from '../src/jobs/prune-mcp-oauth.ts'
import { deleteLapsed } from '../src/mcp-oauth/oauth-store.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import { consentThrough } from './support/mcp-consent.ts'
import { MemoryClient } from './support/mcp-oauth-client.ts'
import { subscribe } from './support/subscriber.ts'

const HOUR_MS = 3600 * 1000

describe.each(testDatabases())('registration cannot fill the disk on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'mcp-oauth-registration'))
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const register = (metadata: object) =>
    fetch(`${base}/api/oauth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token_endpoint_auth_method: 'none', ...metadata }),
    })

  /** The stored registration of this client, if any. */
  const clientRow = async (clientId: string) => {
    const idHash = createHash('sha256').update(clientId).digest('hex')
    const [row] = await database.db
      .select()
      .from(mcpOauthRecords)
      .where(and(eq(mcpOauthRecords.model, 'Client'), eq(mcpOauthRecords.idHash, idHash)))
    return row
  }
  const clientCount = async () =>
    (await database.db.select().from(mcpOauthRecords).where(eq(mcpOauthRecords.model, 'Client'))).length

  it('refuses an oversized field with 400 and our message, and keeps nothing of it', async () => {
    const redirect = 'https://editor.example/callback'
    const cases: [object, RegExp][] = [
      [
        { client_name: 'x'.repeat(101), redirect_uris: [redirect] },
        /client_name must be at most 100 characters/,
      ],
      [{ client_name: 'x'.repeat(50_000), redirect_uris: [redirect] }, /at most 32 KiB/],
      [
        { redirect_uris: Array.from({ length: 11 }, (_, i) => `${redirect}/${i}`) },
        /at most 10 redirect_uris/,
      ],
      [
        { redirect_uris: [`${redirect}/${'a'.repeat(2000)}`] },
        /redirect URI must be at most 2000 characters/,
      ],
      [
        { redirect_uris: [redirect], client_uri: `https://editor.example/${'a'.repeat(2000)}` },
        /client_uri must be at most 2000 characters/,
      ],
      [
        { redirect_uris: [redirect], contacts: Array.from({ length: 11 }, (_, i) => `a${i}@example.com`) },
        /contacts must list at most 10 entries/,
      ],
      [
        { redirect_uris: [redirect], jwks: { keys: Array.from({ length: 11 }, () => ({ kty: 'OKP' })) } },
        /jwks must list at most 10 entries/,
      ],
    ]
    const before = await clientCount()
    for (const [metadata, message] of cases) {
      const refused = await register(metadata)
      expect(refused.status, String(message)).toBe(400)
      const answer = (await refused.json()) as Record<string, string>
      expect(answer.code).toBe('bad_request')
      expect(answer.message).toMatch(message)
      expect(answer.error_description).toBe(answer.message)
      expect(['invalid_client_metadata', 'invalid_redirect_uri']).toContain(answer.error)
    }
    expect(await clientCount()).toBe(before)

    // At every bound at once: a name of 100 characters and ten redirects of 2,000.
    const longest = (i: number) => `${redirect}/${i}/${'a'.repeat(2000 - redirect.length - 3)}`
    const accepted = await register({
      client_name: 'x'.repeat(100),
      redirect_uris: Array.from({ length: 10 }, (_, i) => longest(i)),
    })
    expect(accepted.status, await accepted.clone().text()).toBe(201)
    // Nothing to manage it with (RFC 7592), so nothing more is kept for it.
    expect(await accepted.json()).not.toHaveProperty('registration_access_token')
  })

  it('the job deletes a registration no one consented to within a day, and keeps one with a consent', async () => {
    const stale = (await (
      await register({ client_name: 'Stale', redirect_uris: ['http://127.0.0.1/cb'] })
    ).json()) as {
      client_id: string
    }
    const registered = await clientRow(stale.client_id)
    expect(registered?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 23 * HOUR_MS)

    const jar = await signedIn(app, 'registration-kept')
    await subscribe(app, base, jar)
    const kept = new MemoryClient('Kept Editor')
    const serverUrl = new URL(`${base}/api/mcp`)
    expect(await auth(kept, { serverUrl })).toBe('REDIRECT')
    const { back } = await consentThrough(app, base, jar, kept.authorizationUrl!)
    expect(await auth(kept, { serverUrl, authorizationCode: back.searchParams.get('code')! })).toBe(
      'AUTHORIZED',
    )
    expect((await clientRow(kept.info!.client_id))?.expiresAt).toBeNull()

    // The job, a day and an hour later.
    const logged: object[] = []
    const log = { info: (object: object) => logged.push(object), warn: () => {} }
    const stop = startMcpOauthPruning({ pruneLapsed: (at) => deleteLapsed(database.db, at) }, log, {
      now: () => Date.now() + 25 * HOUR_MS,
    })
    try {
      await expect.poll(() => clientRow(stale.client_id)).toBeUndefined()
      expect(await clientRow(kept.info!.client_id)).toBeDefined()
      expect(logged).toEqual([expect.objectContaining({ count: expect.any(Number) })])
    } finally {
      stop()
    }
  })
})
