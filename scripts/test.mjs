// `npm test`: every test in one run. Unit and server tests (Vitest), then a build, then the browser
// tests (Playwright) against the built server. Every step runs even when an earlier one failed, except
// the browser tests, which need the build. The last line is the total: `N passed, N failed`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const reports = mkdtempSync(join(tmpdir(), 'one-test-'))
const vitestReport = join(reports, 'vitest.json')
// Where e2e/playwright.config.ts has its JSON reporter write.
const playwrightReport = join('e2e', 'test-results', 'results.json')

/** Runs a command with its output streamed here; true when it exited with 0. */
function run(title, command, args) {
  console.info(`\n▶ ${title}: ${command} ${args.join(' ')}\n`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.error) console.error(`Could not start ${command}: ${result.error.message}`)
  return result.status === 0
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Counts from a Vitest JSON report. A test file that could not run at all counts as one failure. */
function vitestCounts(report) {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
    notes: brokenFiles ? [`${brokenFiles} test file(s) failed to run`] : [],
  }
}

/** Counts from a Playwright JSON report. An error outside any test (the server did not start, say) is a failure. */
function playwrightCounts(report) {
  const errors = report.errors?.length ?? 0
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + errors,
    skipped: report.stats.skipped,
    notes: errors ? [`${errors} error(s) outside tests`] : [],
  }
}

/**
 * What a suite adds to the total. A step that failed with no failing test in its report (a crash, a
 * missing report) and a suite that ran no test both count as one failure, so the total never hides them.
 */
function suiteResult({ ok, report, count, skippedBecause }) {
  if (skippedBecause) return { passed: 0, failed: 1, skipped: 0, notes: [`not run: ${skippedBecause}`] }
  let counts = { passed: 0, failed: 0, skipped: 0, notes: ['no readable report'] }
  try {
    if (report) counts = count(report)
  } catch {
    // A report of an unexpected shape counts as no report.
  }
  if (!ok && counts.failed === 0) {
    counts.failed = 1
    counts.notes.push('the runner exited with an error')
  }
  if (counts.passed + counts.failed === 0) {
    counts.failed = 1
    counts.notes.push('no tests ran')
  }
  return counts
}

const unitOk = run('Unit and server tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
const unit = suiteResult({ ok: unitOk, report: readJson(vitestReport), count: vitestCounts })

const buildOk = run('Build', 'npm', ['run', 'build'])

let e2e
if (buildOk) {
  rmSync(playwrightReport, { force: true })
  const e2eOk = run('Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])
  const report = existsSync(playwrightReport) ? readJson(playwrightReport) : undefined
  e2e = suiteResult({ ok: e2eOk, report, count: playwrightCounts })
} else {
  e2e = suiteResult({ skippedBecause: 'the build failed' })
}
rmSync(reports, { recursive: true, force: true })

const describe = (name, { passed, failed, notes }) =>
  `${name}: ${passed} passed, ${failed} failed${notes.length ? ` (${notes.join('; ')})` : ''}`
const passed = unit.passed + e2e.passed
const failed = unit.failed + e2e.failed
const skipped = unit.skipped + e2e.skipped

console.info(`\n${describe('unit', unit)} · ${describe('e2e', e2e)}${buildOk ? '' : ' · build failed'}`)
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exitCode = failed > 0 || !buildOk ? 1 : 0
