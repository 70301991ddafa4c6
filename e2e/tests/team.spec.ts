// docs/decisions/0012: teams in two browsers (spec sections 2, 4, 5, 6 and 8; FACTS 6): the owner subscribes to
// the team plan and shares the invite link, another person joins, the owner revokes them.
import type { Page } from '@playwright/test'
import { otherPerson } from './bins-helpers.ts'
import { expect, test } from './fixtures.ts'
import { openMenu, signIn, signInWithPopup, userMenu } from './sign-in.ts'
import { inviteLinkField, invitePrompt, teamDialog, teamOwner } from './team-helpers.ts'

/** Console errors and uncaught exceptions of a page the fixtures do not watch. */
function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  return errors
}

async function openTeamFromMenu(page: Page) {
  await openMenu(page)
  await userMenu(page).getByRole('button', { name: 'My Team' }).click()
  await expect(teamDialog(page)).toBeVisible()
}

const accessOf = async (page: Page) =>
  ((await (await page.request.get('/api/auth/verify')).json()) as { access: string[] }).access

test.describe('a team in two browsers (docs/decisions/0012)', () => {
  test('the owner shares the link, a second person joins, both see two members, the owner revokes', async ({
    page,
    context,
    browser,
    baseURL,
    browserErrors,
  }) => {
    test.slow() // Two sign-ins, a checkout and an activation, on two cores.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await teamOwner(page, 'team-owner-e2e')
    const dialog = teamDialog(page)

    // The invite link: copied, with a check for a second.
    await dialog.getByRole('button', { name: 'Add member' }).click()
    const link = await inviteLinkField(page).inputValue()
    expect(link).toMatch(new RegExp(`^${baseURL}/\\?invite=[A-Za-z0-9_-]{32}$`))
    await page.getByRole('button', { name: 'Copy Team link' }).click()
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await expect(page.getByRole('button', { name: 'Copy Team link' })).toBeVisible({ timeout: 3_000 })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Member invite link' })).toBeHidden()

    // The second person opens it, sees the team, and joins.
    const member = await otherPerson(browser, baseURL!)
    const memberErrors = watchErrors(member.page)
    await signIn(member.page, 'team-member-e2e')
    await member.page.goto(link)
    const prompt = invitePrompt(member.page)
    await expect(prompt).toContainText("You have been invited to join team-owner-e2e's team!")
    await prompt.getByRole('button', { name: 'Accept' }).click()
    await expect(prompt).toBeHidden()
    await expect(member.page).toHaveURL(/\/$/)
    await expect(member.page.getByRole('alert')).toContainText("You joined team-owner-e2e's team.")
    expect(await accessOf(member.page)).toEqual(['one/team'])

    await openTeamFromMenu(member.page)
    const memberDialog = teamDialog(member.page)
    await expect(memberDialog.getByText('Team - 2 member(s)')).toBeVisible()
    await expect(memberDialog.getByText('My Team Access')).toBeVisible()
    await expect(memberDialog.getByRole('row', { name: /team-owner-e2e/ })).toContainText('Team owner')
    await expect(memberDialog.getByRole('row', { name: /team-member-e2e/ })).toContainText('Member')
    await expect(memberDialog.getByRole('button', { name: /^Revoke/ })).toHaveCount(0)
    await expect(memberDialog.getByRole('button', { name: 'Add member' })).toHaveCount(0)

    // The owner, opening the dialog again, sees the member too.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await openTeamFromMenu(page)
    await expect(dialog.getByText('Team - 2 member(s)')).toBeVisible()

    // Revoking asks first; keeping the member changes nothing.
    await dialog.getByRole('button', { name: 'Revoke team-member-e2e' }).click()
    const confirm = page.getByRole('dialog', { name: 'Revoke this member?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(dialog.getByText('Team - 2 member(s)')).toBeVisible()
    await dialog.getByRole('button', { name: 'Revoke team-member-e2e' }).click()
    await confirm.getByRole('button', { name: 'Revoke' }).click()
    await expect(confirm).toBeHidden()
    await expect(dialog.getByText('Team - 1 member(s)')).toBeVisible()
    await expect(dialog.getByRole('row', { name: /team-member-e2e/ })).toHaveCount(0)

    // The member loses the team on their next verify: the menu no longer offers it.
    await member.page.reload()
    await expect(member.page).toHaveURL(/\/$/)
    await openMenu(member.page)
    await expect(userMenu(member.page).getByRole('button', { name: 'Dashboard' })).toBeVisible()
    await expect(userMenu(member.page).getByRole('button', { name: 'My Team' })).toHaveCount(0)
    expect(await accessOf(member.page)).toEqual([])
    expect(memberErrors).toEqual([])
    await member.close()
    expect(browserErrors).toEqual([])
  })

  test('reset kills the old link; a guest signs in first, joins, and leaves after confirming', async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    test.slow()
    await teamOwner(page, 'team-reset-owner-e2e')
    const dialog = teamDialog(page)
    await dialog.getByRole('button', { name: 'Add member' }).click()
    const field = inviteLinkField(page)
    const old = await field.inputValue()
    const reset = page.getByRole('button', { name: 'Reset' })
    await reset.click()
    await expect(field).not.toHaveValue(old)
    await expect(reset).toBeEnabled()
    const link = await field.inputValue()
    expect(link).toMatch(/\?invite=[A-Za-z0-9_-]{32}$/)
    await page.keyboard.press('Escape')

    // A guest with the link is asked to sign in, then sees the prompt.
    const guest = await otherPerson(browser, baseURL!)
    const guestErrors = watchErrors(guest.page)
    await guest.page.goto(link)
    const login = guest.page.getByRole('dialog', { name: 'Login' })
    await expect(login).toBeVisible({ timeout: 15_000 })
    await expect(invitePrompt(guest.page)).toBeHidden()
    await signInWithPopup(guest.page, 'Login with GitHub', 'team-guest-e2e')
    await expect(login).toBeHidden()
    const prompt = invitePrompt(guest.page)
    await expect(prompt).toContainText("You have been invited to join team-reset-owner-e2e's team!")
    await prompt.getByRole('button', { name: 'Accept' }).click()
    await expect(guest.page).toHaveURL(/\/$/)
    expect(await accessOf(guest.page)).toEqual(['one/team'])

    expect(guestErrors).toEqual([])

    // The link from before the reset: the server's words, and the address cleaned.
    await guest.page.goto(`${old}&x=1`)
    await expect(
      guest.page.getByRole('alert').filter({ hasText: 'There is no team with this invite link' }),
    ).toBeVisible()
    await expect(guest.page).toHaveURL(/\/\?x=1$/)
    await expect(invitePrompt(guest.page)).toBeHidden()

    // Leaving asks first, then the team and its access are gone.
    await guest.page.goto('/')
    await openTeamFromMenu(guest.page)
    const guestDialog = teamDialog(guest.page)
    await expect(guestDialog.getByText('Team - 2 member(s)')).toBeVisible()
    await guestDialog.getByRole('button', { name: 'Leave team' }).click()
    const confirm = guest.page.getByRole('dialog', { name: 'Leave this team?' })
    await confirm.getByRole('button', { name: 'Leave team' }).click()
    await expect(guestDialog).toBeHidden()
    await expect(guest.page).toHaveURL(/\/$/)
    expect(await accessOf(guest.page)).toEqual([])
    await openMenu(guest.page)
    await expect(userMenu(guest.page).getByRole('button', { name: 'Dashboard' })).toBeVisible()
    await expect(userMenu(guest.page).getByRole('button', { name: 'My Team' })).toHaveCount(0)
    // The one failure the browser logs is that lookup's 404.
    expect(guestErrors).toEqual([expect.stringMatching(/status of 404/)])
    await guest.close()

    await dialog.getByRole('button', { name: 'Close' }).click()
    await openTeamFromMenu(page)
    await expect(dialog.getByText('Team - 1 member(s)')).toBeVisible()
    expect(browserErrors).toEqual([])
  })
})
