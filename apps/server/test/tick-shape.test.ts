import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { serverRoot } from '../src/paths.ts'

beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs', 'test/support/tick-shape-probe.ts'], { cwd: serverRoot })
})

it("keeps the map of Node's ticks from the start of a process, through full garbage collections", () => {
  const probe = join(serverRoot, 'dist', 'tick-shape-probe.js')
  const printed = execFileSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', probe], {
    encoding: 'utf8',
  })
  expect(JSON.parse(printed)).toEqual({ before: true, after: true })
})
