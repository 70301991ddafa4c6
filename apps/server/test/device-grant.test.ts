// docs/decisions/0023: the command line signs in with the device authorization grant (RFC 8628, decision
// 0023). The official OpenID client (openid-client) plays the device; the person's browser (a
// signed-in site user) types the code at /activate and answers the consent page. On PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.

import type { FastifyInstance } from 'fastify'
import * as oidc from 'openid-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { testDatabases } from './support/databases.ts'
import { deviceBrowser } from './support/device-approval.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

describe.each(testDatabases())('device sign-in for the command line (RFC 8628) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string
  let config: oidc.Configuration

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'device-grant'))
    config = await oidc.discovery(new URL(`${base}/api/oauth`), 'one-cli', undefined, oidc.None(), {
      algorithm: 'oauth2',
      execute: [oidc.allowInsecureRequests],
    })
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  /** The device's raw poll, to see each answer (openid-client's own loop hides pending and slow_down). */
  const poll = async (deviceCode: string) => {
    const response = await fetch(config.serverMetadata().token_endpoint!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: DEVICE_GRANT, device_code: deviceCode, client_id: 'one-cli' }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, string> }
  }

  it('the metadata lists the device authorization endpoint and grant', () => {
    const metadata = config.serverMetadata()
    expect(metadata.device_authorization_endpoint).toBe(`${base}/api/oauth/device/auth`)
    expect(metadata.grant_types_supported).toContain(DEVICE_GRANT)
  })

  it('the device is sent to /activate with a code to type, and told how often to poll', async () => {
    const device = await oidc.initiateDeviceAuthorization(config, { scope: 'bins' })
    expect(device.verification_uri).toBe(`${base}/activate`)
    expect(device.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/)
    expect(device.verification_uri_complete).toBe(`${base}/activate?user_code=${device.user_code}`)
    expect(device.interval).toBe(5)
    expect(device.expires_in).toBe(600)
    // The complete address only fills the form in: the person still presses Continue.
    const browser = deviceBrowser(app, base, await signedIn(app, 'device-prefill'))
    const page = await browser.inject('GET', `/activate?user_code=${device.user_code}`)
    expect(page.body).toContain(`value="${device.user_code}"`)
  })

  it('pending until the person answers, and slow_down when polled faster than the interval', async () => {
    const device = await oidc.initiateDeviceAuthorization(config, { scope: 'bins' })
    expect(await poll(device.device_code)).toMatchObject({
      status: 400,
      body: { error: 'authorization_pending' },
    })
    expect(await poll(device.device_code)).toMatchObject({ status: 400, body: { error: 'slow_down' } })
    // After the interval, polling is fine again (and still pending).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_100 })
    expect(await poll(device.device_code)).toMatchObject({
      status: 400,
      body: { error: 'authorization_pending' },
    })
  })

  it('approved: the device gets tokens that work on the bins API, and only there', async () => {
    const device = await oidc.initiateDeviceAuthorization(config, { scope: 'bins' })
    // Not a subscriber: the command line is for every signed-in user.
    const browser = deviceBrowser(app, base, await signedIn(app, 'device-approver'))
    const uid = await browser.consentFor(device.user_code)
    const details = await browser.inject('GET', `/api/oauth/interaction/${uid}/details`)
    expect(details.json()).toMatchObject({
      clientName: 'One command line',
      userCode: device.user_code,
      abilities: ['List, search and read your Vuetify Bins.', 'Create bins and change the bins you own.'],
    })
    const done = await browser.answer(uid, 'allow')
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain('Device signed in')

    const tokens = await oidc.pollDeviceAuthorizationGrant(config, { ...device, interval: 0.01 })
    expect(tokens.token_type.toLowerCase()).toBe('bearer')
    expect(tokens.refresh_token).toBeTruthy()
    expect(tokens.scope).toBe('bins')
    const bearer = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' }

    const created = await fetch(`${base}/api/one/bins`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ content: 'echo hello', language: 'text', title: 'From the terminal' }),
    })
    expect(created.status).toBe(201)
    const bin = (await created.json()) as { id: string; owner: { name: string } }
    const listed = await fetch(`${base}/api/one/bins`, { headers: bearer })
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { bins: { id: string }[] }).bins.map((b) => b.id)).toContain(bin.id)

    // The token is not one for the MCP endpoint, nor is it a session elsewhere.
    const mcp = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: { ...bearer, accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(mcp.status).toBe(401)
    const account = await fetch(`${base}/api/one/account/export`, { headers: bearer })
    expect(account.status).toBe(401)

    // A refresh keeps the command line signed in.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!)
    const again = await fetch(`${base}/api/one/bins`, {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    })
    expect(again.status).toBe(200)

    // The code is spent: polling with it again is a replay, refused, and the grant it made is revoked.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_100 })
    expect((await poll(device.device_code)).body.error).toBe('invalid_grant')
    vi.useRealTimers()
    const revoked = await fetch(`${base}/api/one/bins`, {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    })
    expect(revoked.status).toBe(401)
  })

  it('the consent page learns who asked for the code and when, from the address the server reads', async () => {
    const before = Date.now()
    const asked = await app.inject({
      method: 'POST',
      url: '/api/oauth/device/auth',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        // Not believed: no proxy is trusted (TRUST_PROXY unset), so the socket's address is the client.
        'x-forwarded-for': '198.51.100.7',
      },
      payload: 'client_id=one-cli&scope=bins',
      remoteAddress: '203.0.113.9',
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const browser = deviceBrowser(app, base, await signedIn(app, 'device-context'))
    const uid = await browser.consentFor(asked.json().user_code)
    const details = (await browser.inject('GET', `/api/oauth/interaction/${uid}/details`)).json()
    expect(details.requester).toEqual({
      network: '203.0.113.x',
      browser: 'Firefox',
      os: 'Linux',
      requestedAt: expect.any(String),
    })
    expect(Date.parse(details.requester.requestedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect(Date.parse(details.requester.requestedAt)).toBeLessThanOrEqual(Date.now())
    expect(JSON.stringify(details)).not.toContain('203.0.113.9')
  })

  it('the command line is listed under connected clients by name; Revoke there ends its tokens', async () => {
    const device = await oidc.initiateDeviceAuthorization(config, { scope: 'bins' })
    const browser = deviceBrowser(app, base, await signedIn(app, 'device-revoker'))
    const before = Date.now()
    await browser.answer(await browser.consentFor(device.user_code), 'allow')
    const tokens = await oidc.pollDeviceAuthorizationGrant(config, { ...device, interval: 0.01 })

    const listed = await browser.inject('GET', '/api/one/mcp/clients')
    expect(listed.statusCode).toBe(200)
    const { clients } = listed.json() as {
      clients: { clientId: string; clientName: string; connectedAt: string }[]
    }
    expect(clients).toEqual([
      { clientId: 'one-cli', clientName: 'One command line', connectedAt: expect.any(String) },
    ])
    expect(Date.parse(clients[0]!.connectedAt)).toBeGreaterThanOrEqual(before - 1000)
    const feed = await browser.inject('GET', '/api/one/activity')
    expect(feed.json().items[0]).toMatchObject({
      type: 'mcp_client.connected',
      clientId: 'one-cli',
      clientName: 'One command line',
    })

    const bins = () =>
      fetch(`${base}/api/one/bins`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
    expect((await bins()).status).toBe(200)
    const revoked = await browser.inject('DELETE', '/api/one/mcp/clients/one-cli')
    expect(revoked.statusCode).toBe(204)
    expect((await bins()).status).toBe(401)
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    })
    expect((await browser.inject('GET', '/api/one/mcp/clients')).json().clients).toEqual([])
    expect((await browser.inject('GET', '/api/one/activity')).json().items[0]).toMatchObject({
      type: 'mcp_client.revoked',
      clientName: 'One command line',
    })
    // Revoked once, it is not connected any more: a second Revoke says so.
    const again = await browser.inject('DELETE', '/api/one/mcp/clients/one-cli')
    expect(again.statusCode).toBe(404)
  })

  it('no other client may register for the device grant', async () => {
    const registered = await fetch(`${base}/api/oauth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Sneaky',
        redirect_uris: ['http://127.0.0.1:9/cb'],
        grant_types: ['authorization_code', DEVICE_GRANT],
        token_endpoint_auth_method: 'none',
      }),
    })
    expect(registered.status).toBe(400)
    expect(((await registered.json()) as { error: string }).error).toBe('invalid_client_metadata')
  })

  it('a made-up or MCP-less bearer on the bins API is 401 with a message', async () => {
    const refused = await fetch(`${base}/api/one/bins`, { headers: { authorization: 'Bearer not-a-token' } })
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { message: string }).message).toContain('access token is not valid')
  })

  it('denied: the device is told access_denied, the person sees it was denied', async () => {
    const device = await oidc.initiateDeviceAuthorization(config, { scope: 'bins' })
    const browser = deviceBrowser(app, base, await signedIn(app, 'device-denier'))
    const uid = await browser.consentFor(device.user_code)
    const page = await browser.answer(uid, 'deny')
    expect(page.body).toContain('Sign-in denied')
    expect(await poll(device.device_code)).toMatchObject({ status: 400, body: { error: 'access_denied' } })
  })

  it('expired: the device is told expired_token, the page says the code expired', async () => {
    const device = await oidc.initiateDeviceAuthorization(config, { scope: 'bins' })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 })
    expect(await poll(device.device_code)).toMatchObject({ status: 400, body: { error: 'expired_token' } })
    const browser = deviceBrowser(app, base, await signedIn(app, 'device-late'))
    const typed = await browser.typeCode(device.user_code)
    expect(typed.statusCode).toBe(410)
    expect(typed.body).toContain('Code expired')
  })

  it('bad input at /activate: NUL bytes and over-long codes get a 4xx with a message, odd forms of a code are matched', async () => {
    const jar = await signedIn(app, 'device-bad-input')
    const browser = deviceBrowser(app, base, jar)
    const nulInAddress = await browser.inject('GET', '/activate?user_code=BCDF%00GHJK')
    expect(nulInAddress.statusCode).toBe(400)
    expect(nulInAddress.body).toMatch(/NUL|null character/i)
    const nulTyped = await browser.typeCode('BCDF\u0000GHJK')
    expect(nulTyped.statusCode).toBe(400)
    expect(nulTyped.body).toMatch(/NUL|null character/i)

    const long = await browser.typeCode('B'.repeat(200))
    expect(long.statusCode).toBe(404)
    expect(long.body).toContain('Code not found')
    const huge = await browser.typeCode('B'.repeat(8 * 1024))
    expect(huge.statusCode).toBe(413)
    expect(huge.body).toMatch(/too large/i)

    // What a person types: lower case, without the dash, with spaces around.
    for (const typed of [
      (code: string) => code.toLowerCase(),
      (code: string) => ` ${code.replace('-', '')} `,
    ]) {
      const device = await oidc.initiateDeviceAuthorization(config, { scope: 'bins' })
      const answered = await browser.typeCode(typed(device.user_code))
      expect([302, 303], answered.body).toContain(answered.statusCode)
    }
  })

  it('a wrong code says so and offers the form again; a forged form is refused', async () => {
    const jar = await signedIn(app, 'device-typo')
    const browser = deviceBrowser(app, base, jar)
    const typed = await browser.typeCode('BCDF-GHJK')
    expect(typed.statusCode).toBe(404)
    expect(typed.body).toContain('Code not found')
    expect(typed.body).toContain('name="user_code"')
    // No xsrf from this browser's page: the provider refuses it.
    const forged = await browser.inject('POST', '/activate', { xsrf: 'guess', user_code: 'BCDF-GHJK' })
    expect(forged.body).not.toContain('Device signed in')
    expect(forged.statusCode).toBe(400)
    // Another site's form is refused before the provider sees it (decision 0002).
    const crossSite = await app.inject({
      method: 'POST',
      url: '/activate',
      headers: {
        ...jar.header(),
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'user_code=BCDF-GHJK',
    })
    expect(crossSite.statusCode).toBe(403)
  })
})
