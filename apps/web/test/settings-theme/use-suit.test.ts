import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { useSuitStyle } from '../../src/features/settings/use-suit.ts'
import { makeUser, resetStores, setSettings, signIn } from '../user-menu/menu-harness.tsx'

afterEach(resetStores)

function wearPolaris() {
  setSettings((s) => {
    s.one.suits = { enabled: true, suit: 'polaris', elements: ['app-bar'] }
  })
}

it('a subscriber wearing a suit gets its art on the chosen element once the art has arrived', async () => {
  signIn(makeUser(), ['one'])
  wearPolaris()
  const appBar = renderHook(() => useSuitStyle('app-bar'))
  await waitFor(() => expect(appBar.result.current?.backgroundImage).toMatch(/^url\(/))
  expect(renderHook(() => useSuitStyle('footer')).result.current).toBeUndefined()
})

it('a signed-out visitor never wears the suit, and taking it off removes the art', async () => {
  wearPolaris()
  const guest = renderHook(() => useSuitStyle('app-bar'))
  expect(guest.result.current).toBeUndefined()

  act(() => signIn(makeUser(), ['one']))
  await waitFor(() => expect(guest.result.current).toBeDefined())
  act(() =>
    setSettings((s) => {
      s.one.suits.enabled = false
    }),
  )
  expect(guest.result.current).toBeUndefined()
})
