/*
 * Proof that `npm run lint` (`biome check .`) refuses imports across the boundaries of biome.json: a
 * probe file is checked with the repository's own configuration at the path it names. Biome prints no
 * diagnostics for `--stdin-file-path` input, so the probe is written to a scratch folder instead of
 * the working tree; the configuration's paths are relative to it, as they are to the repository.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')
const biome = join(repo, 'node_modules', '.bin', 'biome')
const RULE = 'lint/style/noRestrictedImports'

let scratch: string
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'one-import-boundaries-'))
  copyFileSync(join(repo, 'biome.json'), join(scratch, 'biome.json'))
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/**
 * `biome check` on a file at `path` of the repository that imports each of `sources` (in the order
 * Biome sorts them), statically or, with `dynamic`, by `import()`.
 */
function check(path: string, sources: string[], { dynamic = false } = {}) {
  const names = sources.map((_, i) => `m${i}`)
  const imports = sources.map((source, i) =>
    dynamic ? `const ${names[i]} = () => import('${source}')` : `import * as ${names[i]} from '${source}'`,
  )
  const file = join(scratch, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${imports.join('\n')}\n\nexport const probe = [${names.join(', ')}]\n`)
  const run = spawnSync(biome, ['check', '--vcs-enabled=false', '--colors=off', path], {
    cwd: scratch,
    encoding: 'utf8',
  })
  rmSync(file)
  return { passes: run.status === 0, output: `${run.stdout}${run.stderr}` }
}

function expectRefused(path: string, source: string, options?: { dynamic: boolean }) {
  const { passes, output } = check(path, [source], options)
  expect(passes, output).toBe(false)
  expect(output).toContain(`${path}:1:`)
  expect(output).toContain(RULE)
}

function expectAllowed(path: string, sources: string[]) {
  const { passes, output } = check(path, sources)
  expect(passes, output).toBe(true)
}

describe('web: imports flow shared -> features -> app (docs/decisions/0006)', () => {
  it('a feature never imports app/', () => {
    expectRefused('apps/web/src/features/bins/Probe.tsx', '../../app/router.tsx')
    expectRefused('apps/web/src/features/bins/api/probe.ts', '../../../app/App.tsx', { dynamic: true })
  })

  it('a feature never imports another feature, at any depth', () => {
    expectRefused('apps/web/src/features/bins/Probe.tsx', '../settings/settings-dialog.ts')
    expectRefused('apps/web/src/features/bins/api/probe.ts', '../../user-menu/UserMenu.tsx')
    expectRefused('apps/web/src/features/settings/suits/art/probe.ts', '../../../bins/bin-draft.ts')
  })

  it('the shared layers never import a feature or app/', () => {
    expectRefused('apps/web/src/stores/probe.ts', '../features/bins/bin-draft.ts')
    expectRefused('apps/web/src/components/auth/Probe.tsx', '../../app/dialogs.ts')
    expectRefused('apps/web/src/lib/theme/probe.ts', '../../features/settings/premium.ts')
  })

  it('a feature may import its own files, the shared layers and packages; app/ may import features', () => {
    expectAllowed('apps/web/src/features/bins/api/probe.ts', [
      '@one/contract/bins',
      '../../../lib/http.ts',
      '../../../stores/auth-store.ts',
      '../bin-draft.ts',
      './bin-keys.ts',
    ])
    expectAllowed('apps/web/src/app/probe.ts', ['../features/bins/bins-dialog.ts'])
  })
})

describe('server: the logic of an area knows nothing about HTTP (docs/decisions/0006)', () => {
  it('never imports Fastify or its plugins', () => {
    expectRefused('apps/server/src/bins/probe.ts', 'fastify')
    expectRefused('apps/server/src/auth/probe.ts', '@fastify/cookie')
    expectRefused('apps/server/src/jobs/probe.ts', 'fastify-plugin')
  })

  it('never imports routes/, plugins/ or http/', () => {
    expectRefused('apps/server/src/bins/probe.ts', '../routes/bins.ts')
    expectRefused('apps/server/src/settings/probe.ts', '../plugins/viewer.ts')
    expectRefused('apps/server/src/db/schema/probe.ts', '../../http/session-cookies.ts')
  })

  it('may import the contract and other areas', () => {
    expectAllowed('apps/server/src/bins/probe.ts', ['@one/contract/bins', '../db/database.ts'])
  })
})
