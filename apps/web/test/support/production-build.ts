// The app's production build, for the tests that weigh or inspect it (decision 0043). Under `npm test`
// the build is made once, before the tests, with ONE_WEB_BUILD_REPORT naming the folder of its report
// (build/build-report.ts): the tests read that report and the built files in dist/. A test run alone
// (`npx vitest run test/bytes-budget.test.ts`) has no report and builds the app itself, in memory.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, createLogger, type Logger, type Rolldown } from 'vite'
import {
  type BuildReport,
  type BuildWarning,
  type ChunkSummary,
  reportVariable,
  summarizeChunks,
} from '../../build/build-report.ts'
import type { Manifest } from '../../build/page-assets.mjs'

export type ProductionBuild = {
  chunks: ChunkSummary[]
  manifest: Manifest
  /** What the build logged as warnings: the browser's build, and the prerender's too when shared. */
  warnings: BuildWarning[]
  /** A built file's content by its path under dist/, or undefined when the build has no such file. */
  file(name: string): string | Uint8Array | undefined
}

const appRoot = join(import.meta.dirname, '..', '..')

function sharedBuild(dir: string): ProductionBuild {
  const chunksFile = join(dir, 'chunks.json')
  if (!existsSync(chunksFile))
    throw new Error(
      `${reportVariable}=${dir} holds no chunks.json: the build before the tests failed or was not made with it (scripts/test.mjs makes it)`,
    )
  const report = JSON.parse(readFileSync(chunksFile, 'utf8')) as BuildReport
  const warningsFile = join(dir, 'warnings.jsonl')
  const warnings = existsSync(warningsFile)
    ? readFileSync(warningsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as BuildWarning)
    : []
  const file = (name: string) => {
    const path = join(report.outDir, name)
    return existsSync(path) ? readFileSync(path) : undefined
  }
  return {
    chunks: report.chunks,
    manifest: JSON.parse(readFileSync(join(report.outDir, '.vite', 'manifest.json'), 'utf8')),
    warnings,
    file,
  }
}

async function buildInMemory(): Promise<ProductionBuild> {
  const warnings: BuildWarning[] = []
  const logger: Logger = {
    ...createLogger('warn'),
    warn: (message) => void warnings.push({ build: 'client', message }),
    warnOnce: (message) => void warnings.push({ build: 'client', message }),
  }
  // Vitest runs with NODE_ENV=test, which would give the build React's development code.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const built = await build({
    root: appRoot,
    configFile: join(appRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    customLogger: logger,
    build: { write: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv
  })
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[]
  const files = new Map(
    outputs.flatMap(({ output }) =>
      output.map((file) => [file.fileName, file.type === 'chunk' ? file.code : file.source] as const),
    ),
  )
  return {
    chunks: outputs.flatMap(({ output }) => summarizeChunks(output)),
    manifest: JSON.parse(String(files.get('.vite/manifest.json'))),
    warnings,
    file: (name) => files.get(name),
  }
}

let made: Promise<ProductionBuild> | undefined

/** The shared build when `npm test` made one, else a build of this test file's own. */
export function productionBuild(): Promise<ProductionBuild> {
  const dir = process.env[reportVariable]
  made ??= dir ? Promise.resolve().then(() => sharedBuild(dir)) : buildInMemory()
  return made
}
