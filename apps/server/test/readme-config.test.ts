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

describe("the README's variable table (docs/decisions/0006)", () => {
  it('lists exactly the variables the config reads', () => {
    expect(readmeVariables().sort()).toEqual(Object.keys(configVariables).sort())
  })
})

describe("the README's Security section (docs/decisions/0008)", () => {
  it('follows Configuration and covers sessions, CSRF, emulators, proxies and how to report a problem', () => {
    const readme = readFileSync(`${serverRoot}../../README.md`, 'utf8')
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1])
    expect(headings.indexOf('Security')).toBe(headings.indexOf('Configuration') + 1)
    const section = readme.split(/^## Security$/m)[1]!.split(/^## /m)[0]!
    for (const topic of ['HttpOnly', 'HMAC', '0002-csrf.md', 'anyone can sign in as anyone', 'TRUST_PROXY']) {
      expect(section).toContain(topic)
    }
    expect(section).toMatch(/report it privately/i)
    expect(section).toMatch(/don't open a public issue/)
  })
})
