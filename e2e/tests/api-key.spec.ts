// docs/decisions/0013: the API Key dialog in a real browser against the real server (FACTS section 8, decision 10):
// a subscriber generates a key, sees it once, closes, sees only the masked form, regenerates; the key
// works on the MCP endpoint until it is replaced.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn } from './sign-in.ts'
import { subscribedUser } from './subscription-helpers.ts'

const apiKeyDialog = (page: Page) => page.getByRole('dialog', { name: 'API Key' })
const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Save your Key' })
const masked = (key: string) => `${key.slice(0, 6)}...${key.slice(-6)}`

/** What an MCP client sends: the key, no cookie. Gives the HTTP status. */
async function listTools(request: APIRequestContext, baseURL: string, key: string) {
  const answer = await request.post(`${baseURL}/api/mcp`, {
    headers: { authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  })
  return answer.status()
}

test('a subscriber generates a key, sees it once, closes, sees only the masked key, and regenerates', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow() // Sign-in, checkout and activation, then two keys, on two cores.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await subscribedUser(page, 'api-key-owner')
  await page.goto('/?one=api-key')
  const dialog = apiKeyDialog(page)
  await expect(dialog.getByText('MCP Access Token')).toBeVisible()
  await expect(dialog.getByText('You have no API key yet.')).toBeVisible()

  await dialog.getByRole('button', { name: 'Generate API Key' }).click()
  const save = saveDialog(page)
  const field = save.getByRole('textbox', { name: 'Secret key' })
  await expect(field).toHaveValue(/^one_[A-Za-z0-9_-]{43}$/)
  const key = await field.inputValue()
  await expect(save.getByLabel('MCP client configuration', { exact: true })).toContainText(
    `"url": "${baseURL}/api/mcp"`,
  )
  await expect(save.getByLabel('MCP client configuration', { exact: true })).toContainText(`Bearer ${key}`)
  await save.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect(save.getByRole('button', { name: 'Copied', exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)

  const client = await playwright.request.newContext()
  expect(await listTools(client, baseURL!, key)).toBe(200)

  await save.getByRole('button', { name: 'Done' }).click()
  await expect(save).toBeHidden()
  const table = dialog.getByRole('table', { name: 'Your API key' })
  await expect(table.getByText(masked(key))).toBeVisible()
  await expect(dialog.getByText(key)).toHaveCount(0)

  // Closed and opened again (a reload): only the masked form is left anywhere on the page.
  await page.reload()
  await expect(apiKeyDialog(page).getByRole('table', { name: 'Your API key' })).toContainText(masked(key))
  expect(await page.content()).not.toContain(key)

  await apiKeyDialog(page).getByRole('button', { name: 'Regenerate API Key' }).click()
  const confirm = page.getByRole('dialog', { name: 'Regenerate your API key?' })
  await expect(confirm.getByText(/stops working at once/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Regenerate' }).click()
  const renewed = saveDialog(page).getByRole('textbox', { name: 'Secret key' })
  await expect(renewed).toHaveValue(/^one_/)
  const second = await renewed.inputValue()
  expect(second).not.toBe(key)
  await saveDialog(page).getByRole('button', { name: 'Done' }).click()
  await expect(apiKeyDialog(page).getByRole('table', { name: 'Your API key' })).toContainText(masked(second))

  expect(await listTools(client, baseURL!, key)).toBe(401)
  expect(await listTools(client, baseURL!, second)).toBe(200)
  await client.dispose()
})

test('a signed-in user who does not subscribe is offered the subscription instead', async ({ page }) => {
  await signIn(page, 'api-key-guest')
  await page.goto('/?one=api-key')
  const dialog = apiKeyDialog(page)
  await expect(dialog.getByText('Unlock with Vuetify One')).toBeVisible()
  await dialog.getByRole('link', { name: 'Subscribe' }).click()
  await expect(page.getByRole('dialog', { name: 'Subscriptions' })).toBeVisible()
})
