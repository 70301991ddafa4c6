// The runtime is named in four places: package.json's pin and `engines`, the CI entry point and the
// image. They must agree, and every locked package must run on what `engines` promises
// (docs/decisions/0038-node-24-and-current-majors.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'
import { pinnedNode, runtimeFault, supportedNode } from '../../../scripts/runtime.mjs'
import { serverEntry, serverEnv, serverNodeArgs } from '../../../scripts/server-command.mjs'
import { serverRoot } from '../src/paths.ts'

const repo = join(serverRoot, '..', '..')
const read = (path: string) => readFileSync(join(repo, path), 'utf8')
const manifest = JSON.parse(read('package.json')) as {
  optionalDependencies: Record<string, string>
  engines: { node: string }
}
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>
}
const pinned = pinnedNode('linux', 'x64')!
const major = semver.major(pinned)

describe('the runtime', () => {
  it('is pinned to one exact Node for every platform it pins, and that Node is an LTS of engines', () => {
    const pins = Object.entries(manifest.optionalDependencies).filter(([name]) => name.startsWith('node-'))
    expect(pins.length).toBeGreaterThanOrEqual(2)
    for (const [name, version] of pins) {
      expect(semver.valid(version), name).toBe(version)
      expect(version, name).toBe(pinned)
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version)
    }
    expect(major % 2, 'an even major: an LTS line').toBe(0)
    expect(semver.satisfies(pinned, supportedNode)).toBe(true)
    expect(semver.minVersion(supportedNode)!.major).toBeLessThan(major)
  })

  it('runs these tests: npm puts the pinned Node first on the PATH of `npm test`', () => {
    if (pinnedNode()) expect(process.versions.node).toBe(pinned)
    expect(runtimeFault()).toBeUndefined()
    expect(runtimeFault('20.20.2')).toMatch(/pins|not supported/)
  })

  it('builds the image on the same major', () => {
    const froms = [...read('Dockerfile').matchAll(/^FROM (\S+)/gm)].map((match) => match[1])
    expect(froms.length).toBeGreaterThanOrEqual(2)
    for (const from of froms) expect(from).toMatch(new RegExp(`^node:${major}-slim\\b`))
  })

  it("starts the image's server as npm start does: the same Node arguments and environment", () => {
    const dockerfile = read('Dockerfile')
    const cmd = [...dockerfile.matchAll(/^CMD (\[.*\])$/gm)].map(
      (match) => JSON.parse(match[1] ?? '') as string[],
    )
    expect(cmd).toEqual([['node', ...serverNodeArgs, serverEntry]])
    const env = Object.fromEntries(
      [...dockerfile.matchAll(/^ENV (\w+)=(\S+)$/gm)].map((match) => [match[1], match[2]]),
    )
    expect(env).toMatchObject(serverEnv)
    for (const launcher of [
      'scripts/start.mjs',
      'scripts/cluster.mjs',
      'scripts/serve.mjs',
      'e2e/playwright.config.ts',
    ])
      expect(read(launcher), launcher).toMatch(
        /serverNodeArgs[\s\S]*serverEnv|serverEnv[\s\S]*serverNodeArgs/,
      )
  })

  it('is the one CI runs on: .ci/run checks it after installing', () => {
    const ci = read('.ci/run')
    const install = ci.indexOf('npm ci')
    const check = ci.indexOf('npm run --silent runtime')
    expect(install).toBeGreaterThan(-1)
    expect(check).toBeGreaterThan(install)
    expect(check).toBeLessThan(ci.indexOf('npm test'))
  })

  it('is one every locked package supports, so npm ci prints no EBADENGINE', () => {
    const excluding = Object.entries(lock.packages)
      .map(([path, entry]) => [path, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
      .filter(([, range]) => range && !semver.subset(supportedNode, range))
      .map(([path, range]) => `${path} wants ${range}`)
    expect(excluding).toEqual([])
  })
})
