// What a signed-in non-subscriber sees of the avatar picker.
import { expect, test } from './fixtures.ts'
import { signIn, userMenu } from './sign-in.ts'

test('the avatar picker shows a non-subscriber "Unlock with Vuetify One", its avatars disabled (FACTS decision 2)', async ({
  page,
}) => {
  await signIn(page, 'not-subscribed-e2e')
  const menu = userMenu(page)
  await menu.getByRole('button', { name: 'Choose avatar' }).click()
  await expect(menu.getByText('Unlock with Vuetify One')).toBeVisible()
  const avatars = menu.getByRole('group', { name: 'Avatars' }).getByRole('button')
  await expect(avatars.first()).toBeDisabled()
  await expect(avatars.last()).toBeDisabled()
})
