// Decision 0016: an MCP client from the SDK signs in against the running server:
// it discovers and registers, the subscriber allows it on the site's consent page, it gets tokens and
// calls a tool; revoking it in the API Key dialog makes its next call 401.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { auth } from '@modelcontextprotocol/sdk/client/auth.js'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { MemoryClient } from '../../apps/server/test/support/mcp-oauth-client.ts'
import { expect, test } from './fixtures.ts'
import { signInWithPopup } from './sign-in.ts'
import { subscribedUser } from './subscription-helpers.ts'

/** A native MCP client: its redirect is a page it serves on a loopback port, as RFC 8252 says. */
class LoopbackClient extends MemoryClient {
  readonly code: Promise<URLSearchParams>
  private readonly server: Server

  private constructor(name: string, redirectUrl: string, server: Server, code: Promise<URLSearchParams>) {
    super(name, redirectUrl)
    this.server = server
    this.code = code
  }

  static async start(name: string) {
    let answer: (params: URLSearchParams) => void = () => {}
    const code = new Promise<URLSearchParams>((resolve) => {
      answer = resolve
    })
    const server = createServer((request, response) => {
      answer(new URL(request.url ?? '/', 'http://127.0.0.1').searchParams)
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end('<!doctype html><title>Signed in</title><p>You can close this window.</p>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return new LoopbackClient(name, `http://127.0.0.1:${port}/callback`, server, code)
  }

  close() {
    this.server.close()
  }
}

const consentCard = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('region', { name: `Connect ${name}` })

test('an SDK client signs in, calls a tool, and is revoked from the API Key dialog', async ({
  page,
  baseURL,
  browserErrors,
}) => {
  test.slow() // Sign-in, checkout and activation, then the whole OAuth flow, on two cores.
  const serverUrl = new URL(`${baseURL}/api/mcp`)
  await subscribedUser(page, 'mcp-oauth-owner')

  const client = await LoopbackClient.start('E2E Desk Assistant')
  try {
    // Discovery (RFC 9728, RFC 8414), registration (RFC 7591), then the authorization request (PKCE).
    expect(await auth(client, { serverUrl })).toBe('REDIRECT')
    await page.goto(client.authorizationUrl!.href)
    await expect(page).toHaveURL(/\/oauth\/consent\//)
    const card = consentCard(page, 'E2E Desk Assistant')
    await expect(card.getByText(/wants to use your Vuetify One account/)).toBeVisible()
    await expect(card.getByText('List, search and read your Vuetify Bins.')).toBeVisible()
    await card.getByRole('button', { name: 'Allow' }).click()
    const params = await client.code
    expect(params.get('state')).toBe(client.state())
    await expect(page.getByText('You can close this window.')).toBeVisible()

    expect(await auth(client, { serverUrl, authorizationCode: params.get('code')! })).toBe('AUTHORIZED')
    expect(client.saved?.refresh_token).toBeTruthy()
    const mcp = new Client({ name: 'e2e', version: '1.0.0' })
    await mcp.connect(new StreamableHTTPClientTransport(serverUrl, { authProvider: client }))
    const summary = (await mcp.callTool({ name: 'account_summary', arguments: {} })) as CallToolResult
    expect(summary.isError ?? false).toBe(false)
    expect(JSON.parse((summary.content[0] as { text: string }).text)).toMatchObject({ subscriber: true })
    await mcp.close()

    await page.goto('/?one=api-key')
    const dialog = page.getByRole('dialog', { name: 'API Key' })
    const list = dialog.getByRole('list', { name: 'Connected clients' })
    await expect(list.getByText('E2E Desk Assistant')).toBeVisible()
    await list.getByRole('button', { name: 'Revoke' }).click()
    const confirm = page.getByRole('dialog', { name: 'Revoke E2E Desk Assistant?' })
    await confirm.getByRole('button', { name: 'Revoke' }).click()
    await expect(dialog.getByText('No client is connected.')).toBeVisible()

    const next = await fetch(serverUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${client.saved!.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(next.status).toBe(401)
    expect(next.headers.get('www-authenticate')).toContain('resource_metadata=')
  } finally {
    client.close()
  }
  expect(browserErrors).toEqual([])
})

test('a guest is asked to sign in first; a user who does not subscribe cannot allow, and Deny tells the client', async ({
  page,
  baseURL,
}) => {
  const serverUrl = new URL(`${baseURL}/api/mcp`)
  const client = await LoopbackClient.start('E2E Guest Tool')
  try {
    expect(await auth(client, { serverUrl })).toBe('REDIRECT')
    await page.goto(client.authorizationUrl!.href)
    const card = consentCard(page, 'E2E Guest Tool')
    await expect(card.getByText(/Sign in first/)).toBeVisible()
    await expect(card.getByRole('button', { name: 'Allow' })).toBeDisabled()

    await card.getByRole('button', { name: 'Sign in' }).click()
    await signInWithPopup(page, 'Login with GitHub', 'mcp-oauth-free')
    // Back on the same request, signed in, without a subscription.
    await expect(card.getByText(/subscriber perk/)).toBeVisible()
    await expect(card.getByRole('button', { name: 'Allow' })).toBeDisabled()

    await card.getByRole('button', { name: 'Deny' }).focus()
    await page.keyboard.press('Enter')
    const params = await client.code
    expect(params.get('error')).toBe('access_denied')
    expect(params.get('state')).toBe(client.state())
  } finally {
    client.close()
  }
})
