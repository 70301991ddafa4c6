import type { UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import webConfig from '../../web/vite.config.ts'

type Output = { sourcemapExcludeSources?: boolean }

describe('the built app does not publish its sources (docs/decisions/0008)', () => {
  it('the web build makes no source maps the server would serve, or only hidden ones without sources', async () => {
    // The browser's build, as `vite build` resolves the configuration.
    const config: UserConfig = await (typeof webConfig === 'function'
      ? webConfig({ command: 'build', mode: 'production', isSsrBuild: false })
      : webConfig)
    const build = config.build
    expect(build).toBeDefined()
    const output = (build?.rolldownOptions?.output ?? build?.rollupOptions?.output) as Output | undefined
    const sourcemap = build?.sourcemap ?? false
    expect(sourcemap === false || (sourcemap === 'hidden' && output?.sourcemapExcludeSources === true)).toBe(
      true,
    )
  })
})
