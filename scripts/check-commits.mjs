#!/usr/bin/env node
// The habits a maintainer can follow, checked (README, "Contributing"):
// - a commit message has a subject of at most 72 characters and, unless it is a merge, a body saying why;
// - code comments cite a decision record (docs/decisions/NNNN) or a spec section (SPEC §N), never a
//   tracker number ("issue" and a number).
// History before the commit in .ci/commits-since predates the rules, so only commits after it are read.
//
//   node scripts/check-commits.mjs                      the commits after .ci/commits-since, and the code
//                                                       lines they add (what .ci/run runs)
//   node scripts/check-commits.mjs --message-file FILE  one message (the commit-msg hook, .githooks/)
//   node scripts/check-commits.mjs --install-hook       git config core.hooksPath .githooks (only in a
//                                                       git checkout; elsewhere it says so and succeeds)
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const MAX_SUBJECT = 72

/** A tracker number where a reason or a citation belongs: the word issue (or issues), then a number. */
export const TRACKER_NUMBER = /\b[Ii]ssues? #?\d+/

/** Where code lives; decision records and other prose may name the issue they answered. */
export const CODE_FILE = /^(apps|packages|scripts|e2e)\/.*\.(ts|tsx|mts|mjs|js)$/

/**
 * What breaks the rules in a commit message, as sentences (none when it keeps them). Lines starting with
 * `#` and everything below git's scissors line are dropped first, as git does when it records the message.
 */
export function messageProblems(message, { merge = false } = {}) {
  const lines = []
  for (const line of message.replace(/\r\n/g, '\n').split('\n')) {
    if (/^# -+ >8 -+/.test(line)) break
    if (!line.startsWith('#')) lines.push(line.trimEnd())
  }
  while (lines.length > 0 && lines[0] === '') lines.shift()
  while (lines.length > 0 && lines.at(-1) === '') lines.pop()
  const subject = lines[0] ?? ''
  const problems = []
  if (subject === '') return ['the message is empty']
  if (subject.length > MAX_SUBJECT)
    problems.push(`the subject is ${subject.length} characters, more than ${MAX_SUBJECT}`)
  if (lines.length > 1 && lines[1] !== '') problems.push('the subject is not followed by a blank line')
  if (!merge && !lines.slice(1).some((line) => line !== ''))
    problems.push('there is no body saying why (a blank line after the subject, then the reason)')
  return problems
}

/** The added lines of a unified diff (`git diff -U0`) that cite a tracker number in a code file. */
export function trackerNumbersAdded(diff) {
  const found = []
  let file
  let line = 0
  for (const text of diff.split('\n')) {
    if (text.startsWith('+++ ')) {
      file = text.startsWith('+++ b/') ? text.slice(6) : undefined
    } else if (text.startsWith('@@')) {
      line = Number(/\+(\d+)/.exec(text)?.[1] ?? 0)
    } else if (text.startsWith('+')) {
      if (file && CODE_FILE.test(file) && TRACKER_NUMBER.test(text))
        found.push({ file, line, text: text.slice(1).trim() })
      line += 1
    }
  }
  return found
}

const git = (args, cwd) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

function insideGitCheckout(cwd) {
  try {
    return git(['rev-parse', '--is-inside-work-tree'], cwd).trim() === 'true'
  } catch {
    return false
  }
}

/** Checks the commits after the baseline and the code lines they add; returns the exit code. */
function checkHistory(root) {
  if (!insideGitCheckout(root)) {
    console.info('check-commits: not a git checkout, nothing to check')
    return 0
  }
  const baseline = readFileSync(join(root, '.ci/commits-since'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'))
  try {
    git(['cat-file', '-e', `${baseline}^{commit}`], root)
  } catch {
    console.error(
      `check-commits: the baseline ${baseline} (.ci/commits-since) is not in this clone; fetch the full history (git fetch --unshallow)`,
    )
    return 1
  }
  let failures = 0
  // One record per commit: id, parent ids, then the raw message, NUL-separated.
  const log = git(['log', '--format=%H%x00%P%x00%B%x00', `${baseline}..HEAD`], root)
  const fields = log.split('\0')
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const id = fields[i].trim()
    const merge = fields[i + 1].trim().split(/\s+/).length > 1
    const message = fields[i + 2]
    for (const problem of messageProblems(message, { merge })) {
      console.error(`${id.slice(0, 12)} "${message.trim().split('\n')[0]}": ${problem}`)
      failures += 1
    }
  }
  const diff = git(
    ['diff', '-U0', '--no-color', baseline, 'HEAD', '--', 'apps', 'packages', 'scripts', 'e2e'],
    root,
  )
  for (const { file, line, text } of trackerNumbersAdded(diff)) {
    console.error(
      `${file}:${line}: cites a tracker number; cite docs/decisions/NNNN or SPEC §N, or say the reason: ${text}`,
    )
    failures += 1
  }
  if (failures > 0) {
    console.error(
      `check-commits: ${failures} problem(s) since ${baseline.slice(0, 12)} (README, "Contributing")`,
    )
    return 1
  }
  console.info(`check-commits: the commits since ${baseline.slice(0, 12)} keep the rules`)
  return 0
}

function checkMessageFile(root, file) {
  const message = readFileSync(file, 'utf8')
  let merge = false
  if (insideGitCheckout(root)) {
    const gitDir = git(['rev-parse', '--absolute-git-dir'], root).trim()
    merge = existsSync(join(gitDir, 'MERGE_HEAD'))
  }
  const problems = messageProblems(message, { merge })
  for (const problem of problems) console.error(`commit message: ${problem}`)
  if (problems.length > 0)
    console.error('(README, "Contributing"; the message is kept in .git/COMMIT_EDITMSG)')
  return problems.length > 0 ? 1 : 0
}

function installHook(root) {
  if (!insideGitCheckout(root)) {
    console.info('check-commits: not a git checkout, no hook installed')
    return 0
  }
  git(['config', 'core.hooksPath', '.githooks'], root)
  console.info('check-commits: commit messages are now checked on commit (core.hooksPath = .githooks)')
  return 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const args = process.argv.slice(2)
  const at = args.indexOf('--message-file')
  if (at !== -1) process.exitCode = checkMessageFile(root, args[at + 1])
  else if (args.includes('--install-hook')) process.exitCode = installHook(root)
  else process.exitCode = checkHistory(root)
}
