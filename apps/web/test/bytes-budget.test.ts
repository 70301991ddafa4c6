import { beforeAll, expect, test } from 'vitest'
import { gzipBytes } from '../../../scripts/compression.mjs'
import { type Manifest, PAGE_BUDGET_KB, type Page, pageLoads } from '../build/page-assets.mjs'
import { type ProductionBuild, productionBuild } from './support/production-build.ts'

// What / and a bin's page load before anyone touches them (scripts, styles, fonts,
// what the boot script asks for and what the page fetches by itself once idle) is at most 160 KB of gzip
// on each, and cannot grow unnoticed. e2e/tests/page-loads.spec.ts checks the list is the whole of it.
let built: ProductionBuild
let manifest: Manifest

// The production build npm test made before the tests, or one of this file's own (decision 0043).
beforeAll(async () => {
  built = await productionBuild()
  manifest = built.manifest
}, 120_000)

/** The page's files by gzip size, largest first, and their sum, in KB. */
function weigh(page: Page) {
  const { scripts, styles, fonts } = pageLoads(manifest, page)
  const sizes = [...scripts, ...styles, ...fonts].map((file) => {
    const content = built.file(file)
    if (content === undefined) throw new Error(`${file} is not in the build`)
    return { file, kb: gzipBytes(content) / 1024 }
  })
  sizes.sort((a, b) => b.kb - a.kb)
  return { total: sizes.reduce((sum, { kb }) => sum + kb, 0), sizes }
}

function withinBudget(page: Page) {
  const { total, sizes } = weigh(page)
  const largest = sizes
    .slice(0, 6)
    .map(({ file, kb }) => `${file} ${kb.toFixed(1)} KB`)
    .join(', ')
  expect(
    total,
    `${page} loads ${total.toFixed(1)} KB gzip in ${sizes.length} files before the visitor acts (budget ${PAGE_BUDGET_KB}); largest: ${largest}`,
  ).toBeLessThanOrEqual(PAGE_BUDGET_KB)
}

test('/ loads at most 160 KB of gzip before the visitor acts', () => withinBudget('home'))

// A reader keeps the server's page and gets its actions; the app's bin page is fetched on demand.
test('a bin page loads at most 160 KB of gzip before the visitor acts', () => withinBudget('shell'))

test("a reader's bin page loads neither the app's bin page nor an editor before the visitor acts", () => {
  const { scripts } = pageLoads(manifest, 'shell')
  const names = scripts.map((file) => Object.values(manifest).find((chunk) => chunk.file === file)?.name)
  expect(names).toContain('bin')
  for (const name of ['bin-screen', 'controls', 'editor', 'cm-state', 'cm-view', 'home'])
    expect(names).not.toContain(name)
})
