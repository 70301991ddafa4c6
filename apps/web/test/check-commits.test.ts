import { describe, expect, test } from 'vitest'
import { MAX_SUBJECT, messageProblems, trackerNumbersAdded } from '../../../scripts/check-commits.mjs'

// README, "Contributing": what scripts/check-commits.mjs holds commit messages and added comments to.
describe('commit messages', () => {
  test('a short subject, a blank line and a body pass', () => {
    expect(messageProblems('Bins keep their history\n\nA restore needs the old text.\n')).toEqual([])
  })

  test('a subject of exactly the limit passes; one character more fails', () => {
    const body = '\n\nWhy it changed.'
    expect(messageProblems(`${'a'.repeat(MAX_SUBJECT)}${body}`)).toEqual([])
    expect(messageProblems(`${'a'.repeat(MAX_SUBJECT + 1)}${body}`)).toEqual([
      `the subject is ${MAX_SUBJECT + 1} characters, more than ${MAX_SUBJECT}`,
    ])
  })

  test('a message without a body fails, unless it is a merge', () => {
    expect(messageProblems('Bins keep their history\n')).toEqual([
      'there is no body saying why (a blank line after the subject, then the reason)',
    ])
    expect(messageProblems("Merge branch 'wt-bins'\n", { merge: true })).toEqual([])
  })

  test('a merge is still held to the subject length', () => {
    expect(messageProblems(`Merge ${'b'.repeat(80)}`, { merge: true })).toHaveLength(1)
  })

  test('a body right under the subject, without the blank line, fails', () => {
    expect(messageProblems('Bins keep their history\nbecause a restore needs it')).toEqual([
      'the subject is not followed by a blank line',
    ])
  })

  test("git's comment lines and what is below the scissors do not count as a body", () => {
    const template =
      'Bins keep their history\n\n# Please enter the commit message\n# ------------------------ >8 ------------------------\ndiff --git a/x b/x\n'
    expect(messageProblems(template)).toHaveLength(1)
    expect(messageProblems('# only comments\n\n')).toEqual(['the message is empty'])
  })
})

describe('tracker numbers in added code lines', () => {
  // Built from parts, so this file does not itself add the citation the check looks for.
  const cited = ['Issue', '12'].join(' ')
  const diff = [
    'diff --git a/apps/server/src/a.ts b/apps/server/src/a.ts',
    '--- a/apps/server/src/a.ts',
    '+++ b/apps/server/src/a.ts',
    '@@ -3,0 +4,2 @@',
    `+// ${cited}: saves twice`,
    '+const ok = 1 // docs/decisions/0010',
    'diff --git a/docs/decisions/0010-first-use-fixes.md b/docs/decisions/0010-first-use-fixes.md',
    '--- a/docs/decisions/0010-first-use-fixes.md',
    '+++ b/docs/decisions/0010-first-use-fixes.md',
    '@@ -1,0 +2,1 @@',
    `+${cited} listed what a new user met.`,
    '',
  ].join('\n')

  test('are found in code with their file and line; decision records may name their issue', () => {
    expect(trackerNumbersAdded(diff)).toEqual([
      { file: 'apps/server/src/a.ts', line: 4, text: `// ${cited}: saves twice` },
    ])
  })
})
