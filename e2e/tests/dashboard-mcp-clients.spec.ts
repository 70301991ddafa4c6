// docs/decisions/0020: the dashboard's API access tab lists the MCP clients a subscriber allowed through
// the site's authorization server, and Revoke takes one away: gone from the list, after a reload too,
// and its token refused; the other client stays.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { auth } from '@modelcontextprotocol/sdk/client/auth.js'
import type { Page } from '@playwright/test'
import { MemoryClient } from '../../apps/server/test/support/mcp-oauth-client.ts'
import { own } from './dashboard-helpers.ts'
import { expect, test } from './fixtures.ts'
import { signInQuickly, subscribeQuickly } from './quick-session.ts'

/**
 * A native MCP client (RFC 8252): its redirect is a page it serves on a loopback port, which hands it
 * the authorization's answer.
 */
async function loopbackClient(name: string) {
  let answer: (params: URLSearchParams) => void = () => {}
  const answered = new Promise<URLSearchParams>((resolve) => {
    answer = resolve
  })
  const server = createServer((request, response) => {
    answer(new URL(request.url ?? '/', 'http://127.0.0.1').searchParams)
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end('<!doctype html><title>Signed in</title><p>You can close this window.</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const client = new MemoryClient(name, `http://127.0.0.1:${port}/callback`)
  return { client, answered, close: () => server.close() }
}

/** Closes the clients' loopback servers once the test is over (the browser may still ask them). */
const servers: (() => void)[] = []
test.afterEach(() => {
  for (const close of servers.splice(0)) close()
})

/** Registers a client, lets the signed-in page allow it on the consent page, and takes its tokens. */
async function connect(page: Page, serverUrl: URL, name: string) {
  const { client, answered, close } = await loopbackClient(name)
  servers.push(close)
  expect(await auth(client, { serverUrl })).toBe('REDIRECT')
  await page.goto(client.authorizationUrl!.href)
  await page
    .getByRole('region', { name: `Connect ${name}` })
    .getByRole('button', { name: 'Allow' })
    .click()
  const code = (await answered).get('code')
  expect(code).toBeTruthy()
  // The browser is on the client's page before it goes anywhere else, or that navigation would cut in.
  await expect(page.getByText('You can close this window.')).toBeVisible()
  expect(await auth(client, { serverUrl, authorizationCode: code! })).toBe('AUTHORIZED')
  return client
}

/** What the MCP endpoint answers the client's access token. */
const mcpStatus = async (serverUrl: URL, client: MemoryClient) =>
  (
    await fetch(serverUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${client.saved!.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
  ).status

test('an MCP client the subscriber allowed is listed on the API tab; Revoke removes it for good', async ({
  page,
  baseURL,
  browserErrors,
}) => {
  test.slow() // Two OAuth sign-ins through the consent page before the tab is opened.
  const serverUrl = new URL(`${baseURL}/api/mcp`)
  await signInQuickly(page, own('mcp-tab'))
  await subscribeQuickly(page, baseURL!)
  const desk = `Desk Assistant ${test.info().repeatEachIndex}`
  const helper = `Code Helper ${test.info().repeatEachIndex}`
  const deskClient = await connect(page, serverUrl, desk)
  const helperClient = await connect(page, serverUrl, helper)

  await page.goto('/user/dashboard?tab=api')
  const tab = page.getByRole('region', { name: 'API access', exact: true })
  const clients = tab.getByRole('list', { name: 'Connected clients' })
  await expect(clients.getByRole('listitem')).toHaveCount(2)
  await expect(clients).toContainText(desk)
  await expect(clients).toContainText(helper)

  await clients.getByRole('button', { name: `Revoke ${desk}` }).click()
  const confirm = page.getByRole('dialog', { name: `Revoke ${desk}?` })
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(confirm).toBeHidden()
  await expect(clients.getByRole('listitem')).toHaveCount(1)
  await expect(clients).not.toContainText(desk)
  await expect(clients).toContainText(helper)

  // The server forgot it: not back after a reload, and its token no longer works; the other's does.
  await page.reload()
  await expect(clients.getByRole('listitem')).toHaveCount(1)
  await expect(clients).toContainText(helper)
  await expect(clients).not.toContainText(desk)
  expect(await mcpStatus(serverUrl, deskClient)).toBe(401)
  expect(await mcpStatus(serverUrl, helperClient)).toBe(200)
  expect(browserErrors).toEqual([])
})
