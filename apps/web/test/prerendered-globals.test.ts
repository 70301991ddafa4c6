import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  document.head.replaceChildren()
  document.documentElement.removeAttribute('data-theme')
  document.documentElement.removeAttribute('dir')
  vi.resetModules()
})

/** The prerendered page as it arrives: drawn in the dark theme, left to right, with CssBaseline's styles. */
function prerenderedPage() {
  document.documentElement.dataset.theme = 'dark'
  document.documentElement.dir = 'ltr'
  document.head.innerHTML = '<style data-prerendered-globals="mui-global mf57yq">body{margin:0}</style>'
}

describe("the prerendered page's global styles", () => {
  it('stand for CssBaseline in the theme and direction the page was drawn in', async () => {
    prerenderedPage()
    const { globalStylesDrawnFor } = await import('../src/app/prerendered-globals.ts')
    // The app applies the visitor's theme to the root element afterwards: what counts is the page as it came.
    document.documentElement.dataset.theme = 'light'

    expect(globalStylesDrawnFor('dark', 'ltr')).toBe(true)
    expect(globalStylesDrawnFor('light', 'ltr')).toBe(false)
    expect(globalStylesDrawnFor('dark', 'rtl')).toBe(false)
  })

  it('stand for nothing on a page without them', async () => {
    document.documentElement.dataset.theme = 'dark'
    document.documentElement.dir = 'ltr'
    const { globalStylesDrawnFor } = await import('../src/app/prerendered-globals.ts')
    expect(globalStylesDrawnFor('dark', 'ltr')).toBe(false)
  })
})
