import { defaultSettings } from '@one/contract/settings/defaults'
import type { UserSettings } from '@one/contract/settings/schema'
import { describe, expect, it } from 'vitest'
import {
  chooseFirstRender,
  type Prerendered,
  prerenderedAttributes,
  readPrerendered,
} from '../src/app/first-render.ts'

const year = 2030
const home: Prerendered = { page: 'home', year }
const shell: Prerendered = { page: 'shell', year }

function settingsWith(change: (settings: UserSettings) => void): UserSettings {
  const settings = defaultSettings()
  change(settings)
  return settings
}

const visit = { pathname: '/', settings: defaultSettings(), prefersDark: false, year }

describe('how the app starts on a prerendered page (docs/decisions/0007)', () => {
  it('hydrates the home page for a guest with the default settings, or none stored', () => {
    expect(chooseFirstRender({ ...visit, prerendered: home })).toBe('hydrate')
  })

  it('hydrates the shell on every address drawn in the default layout, keeping its main area neutral', () => {
    for (const pathname of ['/bins/abc', '/nowhere', '/users']) {
      expect(chooseFirstRender({ ...visit, prerendered: shell, pathname })).toBe('hydrate-shell')
    }
  })

  it('renders anew where the first render would not draw the prerendered HTML', () => {
    expect(chooseFirstRender({ ...visit, prerendered: undefined })).toBe('fresh')
    expect(chooseFirstRender({ ...visit, prerendered: home, pathname: '/bins/abc' })).toBe('fresh')
    expect(chooseFirstRender({ ...visit, prerendered: shell, pathname: '/user/dashboard' })).toBe('fresh')
    expect(chooseFirstRender({ ...visit, prerendered: shell, pathname: '/User' })).toBe('fresh')
  })

  it('renders anew for a user whose theme or direction differs from the prerender', () => {
    const light = settingsWith((s) => {
      s.one.theme = 'light'
    })
    const rtl = settingsWith((s) => {
      s.one.direction = 'rtl'
    })
    expect(chooseFirstRender({ ...visit, prerendered: home, settings: light })).toBe('fresh')
    expect(chooseFirstRender({ ...visit, prerendered: shell, pathname: '/bins/a', settings: rtl })).toBe(
      'fresh',
    )
  })

  it('follows the system theme to the colours it resolves to', () => {
    const system = settingsWith((s) => {
      s.one.theme = 'system'
    })
    expect(chooseFirstRender({ ...visit, prerendered: home, settings: system, prefersDark: true })).toBe(
      'hydrate',
    )
    expect(chooseFirstRender({ ...visit, prerendered: home, settings: system, prefersDark: false })).toBe(
      'fresh',
    )
  })

  it('renders anew when the page was prerendered in another year, whose copyright line is out of date', () => {
    expect(chooseFirstRender({ ...visit, prerendered: { page: 'home', year: year - 1 } })).toBe('fresh')
  })

  it('reads what the prerender wrote on the root element', () => {
    const root = document.createElement('div')
    root.innerHTML = `<div ${prerenderedAttributes(shell)}></div>`
    expect(readPrerendered(root.firstElementChild as HTMLElement)).toEqual(shell)
    expect(readPrerendered(document.createElement('div'))).toBeUndefined()
  })
})
