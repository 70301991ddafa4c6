import { expect, test } from 'vitest'
import type { ChunkSummary } from '../build/build-report.ts'
import { productionBuild } from './support/production-build.ts'

type Chunk = ChunkSummary

/** The chunk and every chunk it imports statically: what loading it fetches. */
function staticClosure(root: Chunk, byFile: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>()
  const stack = [root]
  while (stack.length > 0) {
    const chunk = stack.pop()!
    if (seen.has(chunk)) continue
    seen.add(chunk)
    for (const file of chunk.imports) stack.push(byFile.get(file)!)
  }
  return seen
}

// The admin overview's charts are drawn with MUI X Charts, lazy-loaded, never on a
// visitor's page: only the admin overview asks for the chunk that holds them.
test('MUI X Charts is loaded only by the admin overview, after it', { timeout: 120_000 }, async () => {
  // The production build npm test made before the tests, or one of this file's own (decision 0043).
  const { chunks } = await productionBuild()
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const holding = (path: string) => chunks.filter((chunk) => chunk.moduleIds.some((id) => id.includes(path)))

  const charts = new Set(holding('/node_modules/@mui/x-charts/'))
  expect(charts.size).toBeGreaterThan(0)
  const [lazyCharts] = holding('/features/admin/overview/OverviewCharts.tsx')
  expect(lazyCharts).toBeDefined()
  for (const chunk of charts) expect(staticClosure(lazyCharts!, byFile)).toContain(chunk)

  // Every way into the app: its entry and each chunk something imports dynamically, except the charts'.
  const roots = [
    ...chunks.filter((chunk) => chunk.isEntry),
    ...chunks.flatMap((chunk) => chunk.dynamicImports.map((file) => byFile.get(file)!)),
  ].filter((chunk) => chunk !== lazyCharts)
  for (const root of roots) {
    const loaded = [...staticClosure(root, byFile)].filter((chunk) => charts.has(chunk))
    expect(
      loaded.map((chunk) => chunk.fileName),
      `loading ${root.fileName}`,
    ).toEqual([])
  }

  // The charts' chunk is asked for by the admin overview's code alone.
  const askers = chunks.filter((chunk) => chunk.dynamicImports.includes(lazyCharts!.fileName))
  expect(askers).toHaveLength(1)
  expect(askers[0]!.moduleIds.some((id) => id.endsWith('/features/admin/overview/AdminOverview.tsx'))).toBe(
    true,
  )
  const visitorPages = ['/features/bins/HomePage.tsx', '/features/bins/BinPage.tsx']
  expect(askers[0]!.moduleIds.some((id) => visitorPages.some((page) => id.endsWith(page)))).toBe(false)
})
