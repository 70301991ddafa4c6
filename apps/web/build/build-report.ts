// What the tests read from the one production build `npm test` makes (decision 0043): with
// ONE_WEB_BUILD_REPORT naming a folder, `vite build` writes there every warning it logs (warnings.jsonl,
// one JSON line each, with the build it came from) and, for the browser's build, its chunks with the
// modules in each (chunks.json), which the manifest does not tell. Without the variable nothing changes:
// the production build is the same either way.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createLogger, type Logger, type Plugin, type Rolldown } from 'vite'

/** One chunk of the browser's build, as test/support/production-build.ts reads it. */
export type ChunkSummary = {
  fileName: string
  name: string
  isEntry: boolean
  imports: string[]
  dynamicImports: string[]
  /** The modules bundled into the chunk, as the bundler names them (absolute paths). */
  moduleIds: string[]
}

/** What chunks.json holds. */
export type BuildReport = { outDir: string; chunks: ChunkSummary[] }

/** A warning in warnings.jsonl. */
export type BuildWarning = { build: 'client' | 'ssr'; message: string }

export const reportVariable = 'ONE_WEB_BUILD_REPORT'

export function summarizeChunks(
  output: Iterable<Rolldown.OutputChunk | Rolldown.OutputAsset>,
): ChunkSummary[] {
  return [...output]
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    .map((chunk) => ({
      fileName: chunk.fileName,
      name: chunk.name,
      isEntry: chunk.isEntry,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      moduleIds: chunk.moduleIds,
    }))
}

/** Vite's own logger, every warning of which is also appended to the report. */
function reportingLogger(dir: string, build: BuildWarning['build']): Logger {
  const logger = createLogger()
  const record = (message: string) => {
    const warning: BuildWarning = { build, message }
    appendFileSync(join(dir, 'warnings.jsonl'), `${JSON.stringify(warning)}\n`)
  }
  return {
    ...logger,
    warn: (message, options) => {
      record(message)
      logger.warn(message, options)
    },
    warnOnce: (message, options) => {
      record(message)
      logger.warnOnce(message, options)
    },
  }
}

/** Writes chunks.json once the browser's build is written. */
function chunksReport(dir: string): Plugin {
  let outDir = ''
  let chunks: ChunkSummary[] = []
  return {
    name: 'one:build-report',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle(_options, bundle) {
      chunks = summarizeChunks(Object.values(bundle))
    },
    closeBundle() {
      const report: BuildReport = { outDir, chunks }
      writeFileSync(join(dir, 'chunks.json'), JSON.stringify(report))
    },
  }
}

/** The logger and plugin the variable asks for, or nothing. */
export function buildReport(isSsrBuild: boolean): { customLogger?: Logger; plugins: Plugin[] } {
  const dir = process.env[reportVariable]
  if (!dir) return { plugins: [] }
  mkdirSync(dir, { recursive: true })
  return {
    customLogger: reportingLogger(dir, isSsrBuild ? 'ssr' : 'client'),
    plugins: isSsrBuild ? [] : [chunksReport(dir)],
  }
}
