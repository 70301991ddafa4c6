import { describe, expect, it } from 'vitest'
import webConfig from '../../web/vite.config.ts'

describe('the built app does not publish its sources (issue 11)', () => {
  it('the web build makes no source maps the server would serve, or only hidden ones without sources', () => {
    const build = (webConfig as { build?: { sourcemap?: unknown; rollupOptions?: { output?: unknown } } })
      .build
    const output = build?.rollupOptions?.output as { sourcemapExcludeSources?: boolean } | undefined
    const sourcemap = build?.sourcemap ?? false
    expect(sourcemap === false || (sourcemap === 'hidden' && output?.sourcemapExcludeSources === true)).toBe(
      true,
    )
  })
})
