import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  document.head.replaceChildren()
  vi.resetModules()
})

/** The prerendered page's head: Emotion's global styles, then the page's own under our attribute. */
function prerenderedHead() {
  document.head.innerHTML = [
    '<style data-emotion="mui-global 1ab">body{margin:0}</style>',
    '<style data-prerendered-styles="mui 1tnf5oq zf0iqh">.mui-1tnf5oq{top:0}.mui-zf0iqh{display:flex}</style>',
    '<link rel="icon" href="/favicon.svg">',
  ].join('')
  return [...document.head.children]
}

describe("the browser's style cache and the prerendered styles (docs/decisions/0011)", () => {
  it('adopts every prerendered style by its id, leaving the element where it is', async () => {
    const before = prerenderedHead()

    const { ltrCache } = await import('../src/app/ltr-cache.ts')

    expect(ltrCache.inserted).toMatchObject({ '1tnf5oq': true, zf0iqh: true })
    expect([...document.head.children]).toEqual(before)
  })

  it('inserts a style the prerender did not make, and only that one', async () => {
    prerenderedHead()
    const { ltrCache } = await import('../src/app/ltr-cache.ts')
    const { serializeStyles } = await import('@emotion/serialize')
    const { insertStyles } = await import('@emotion/utils')

    insertStyles(ltrCache, serializeStyles([{ color: 'red' }]), true)

    const inserted = document.head.querySelectorAll('style[data-emotion="mui"]')
    expect(inserted).toHaveLength(1)
    expect(document.head.querySelectorAll('style[data-prerendered-styles]')).toHaveLength(1)
    expect(Object.keys(ltrCache.inserted)).toHaveLength(3)
  })

  it('starts empty on a page with no prerendered styles', async () => {
    document.head.innerHTML = '<style data-prerendered-styles>.x{}</style>'
    const { ltrCache } = await import('../src/app/ltr-cache.ts')
    expect(ltrCache.inserted).toEqual({})
  })

  it('writes no prefixes of old browsers, and keeps those Safari still reads', async () => {
    const { ltrCache } = await import('../src/app/ltr-cache.ts')
    const { serializeStyles } = await import('@emotion/serialize')
    const { insertStyles } = await import('@emotion/utils')

    insertStyles(
      ltrCache,
      serializeStyles([
        { display: 'flex', transition: 'opacity 1s', userSelect: 'none', alignItems: 'center' },
      ]),
      true,
    )

    const css = document.head.querySelector('style[data-emotion="mui"]')?.textContent
    expect(css).toMatch(
      /^\.mui-\w+\{display:flex;transition:opacity 1s;-webkit-user-select:none;user-select:none;align-items:center;\}$/,
    )
  })
})
