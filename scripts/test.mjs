// `npm test`: every test in one run. The production build first, once: the unit tests that weigh or
// inspect the app read it (apps/web/test/support/production-build.ts) and the browser tests (Playwright)
// run against the built server (decision 0043). Then the unit and server tests (Vitest), then the
// browser tests. Every step runs even when an earlier one failed, except the browser tests, which need
// the build. Each step's time is printed as it ends (and appended to the file ONE_TEST_TIMINGS names,
// for .ci/run). The last line is the total: `N passed, N failed`.
import { spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const reports = mkdtempSync(join(tmpdir(), 'one-test-'))
const vitestReport = join(reports, 'vitest.json')
// Where e2e/playwright.config.ts has its JSON reporter write.
const playwrightReport = join('e2e', 'test-results', 'results.json')

// Where the build writes its warnings and chunks for the unit tests (apps/web/build/build-report.ts).
const buildReport = join(reports, 'web-build')
const timings = []

/** Runs a command with its output streamed here and prints its time; true when it exited with 0. */
function run(step, title, command, args, env = {}) {
  console.info(`\n▶ ${title}: ${command} ${args.join(' ')}\n`)
  const start = performance.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = (performance.now() - start) / 1000
  if (result.error) console.error(`Could not start ${command}: ${result.error.message}`)
  const line = `${step.padEnd(10)} ${seconds.toFixed(0).padStart(5)}s`
  timings.push(line)
  console.info(`\n⏱ ${title}: ${seconds.toFixed(1)} s`)
  if (process.env.ONE_TEST_TIMINGS) appendFileSync(process.env.ONE_TEST_TIMINGS, `${line}\n`)
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

const buildOk = run('build', 'Build', 'npm', ['run', 'build'], { ONE_WEB_BUILD_REPORT: buildReport })

const unitOk = run(
  'unit',
  'Unit and server tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  // The tests read the build just made rather than make their own (decision 0043).
  { ONE_WEB_BUILD_REPORT: buildReport, ONE_BUILD_FRESH: buildOk ? '1' : '' },
)
const unit = suiteResult({ ok: unitOk, report: readJson(vitestReport), count: vitestCounts })

let e2e
if (buildOk) {
  rmSync(playwrightReport, { force: true })
  const e2eOk = run('e2e', 'Browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])
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

console.info(`\nTimes:\n${timings.map((line) => `  ${line}`).join('\n')}`)
console.info(`\n${describe('unit', unit)} · ${describe('e2e', e2e)}${buildOk ? '' : ' · build failed'}`)
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exitCode = failed > 0 || !buildOk ? 1 : 0
