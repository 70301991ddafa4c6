import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { configVariables } from '../src/config.ts'
import { serverRoot } from '../src/paths.ts'

/** The variable names in the first table under "## Configuration" in the README. */
function readmeVariables(): string[] {
  const readme = readFileSync(`${serverRoot}../../README.md`, 'utf8')
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^#{2,3} /m)[0] ?? ''
  return [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]!)
}

describe("the README's variable table (issue 9)", () => {
  it('lists exactly the variables the config reads', () => {
    expect(readmeVariables().sort()).toEqual(Object.keys(configVariables).sort())
  })
})
