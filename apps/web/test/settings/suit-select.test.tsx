import { ThemeProvider } from '@mui/material/styles'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it } from 'vitest'
import { SuitSection } from '../../src/features/settings/SuitSection.tsx'
import { useSettings } from '../../src/stores/settings-store.ts'
import { resetStores, setSettings, theme } from '../user-menu/menu-harness.tsx'

afterEach(resetStores)

function renderSuits(suit: '' | 'polaris') {
  setSettings((s) => {
    s.one.suits = { enabled: true, suit, elements: ['app-bar'] }
  })
  render(
    <ThemeProvider theme={theme}>
      <SuitSection subscriber />
    </ThemeProvider>,
  )
  return screen.getByRole('combobox', { name: 'Page suit' })
}

it('the placeholder "Choose a page suit" is the first option, disabled, not a choice (FACTS 10.6)', async () => {
  const select = renderSuits('')
  expect(select.textContent).toBe('Choose a page suit')
  await userEvent.click(select)
  const options = within(screen.getByRole('listbox')).getAllByRole('option')
  expect(options.map((o) => o.textContent)).toEqual([
    'Choose a page suit',
    'Blackguard',
    'Polaris',
    'Nebula',
    'Odyssey',
  ])
  expect(options[0]?.getAttribute('aria-disabled')).toBe('true')
})

it('shows no second, floating label over the placeholder', () => {
  renderSuits('')
  expect(screen.queryByText('Page suit', { exact: true })).toBeNull()
  expect(screen.getAllByText('Choose a page suit')).toHaveLength(1)
})

it('a chosen suit can be cleared back to the placeholder', async () => {
  const select = renderSuits('polaris')
  expect(select.textContent).toBe('Polaris')
  await userEvent.click(screen.getByRole('button', { name: 'Clear page suit' }))
  expect(useSettings.getState().settings.one.suits.suit).toBe('')
})
