// No Docker engine runs here, so the image, the compose file and the README are
// checked against each other and against the config the server reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join } from 'node:path'
import { healthEndpoints } from '@one/contract/health'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverEnv } from '../../../scripts/server-command.mjs'
import { configVariables } from '../src/config.ts'
import { serverRoot } from '../src/paths.ts'
import { bundle } from './support/bundles.ts'

const repo = join(serverRoot, '..', '..')
const read = (path: string) => readFileSync(join(repo, path), 'utf8')

/** The Dockerfile's instructions, continuation lines joined, split into its stages. */
function stages(): string[][] {
  const lines = read('Dockerfile')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const all: string[][] = []
  for (const line of lines) {
    if (line.startsWith('FROM ')) all.push([])
    all.at(-1)?.push(line)
  }
  return all
}

/** The last stage: the image that runs. */
const finalStage = () => stages().at(-1)!

/** The folders of the root package.json's workspaces (a trailing `/*` stands for every folder in it). */
function workspaceFolders(): string[] {
  const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] }
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern]
    const parent = pattern.slice(0, -2)
    return readdirSync(join(repo, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(repo, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`)
  })
}

const instruction = (stage: string[], name: string) => stage.filter((line) => line.startsWith(`${name} `))

function imageEnv(stage: string[]): Record<string, string> {
  const env: Record<string, string> = {}
  for (const line of instruction(stage, 'ENV')) {
    for (const [, name, value] of line.slice(4).matchAll(/([A-Z_]+)=(\S+)/g)) env[name!] = value!
  }
  return env
}

describe('the production image', () => {
  const stage = finalStage()

  it('installs the runtime dependencies only, runs as a user that is not root, in production', () => {
    expect(instruction(stage, 'RUN').some((line) => /npm ci --omit=dev\b/.test(line))).toBe(true)
    const users = instruction(stage, 'USER')
    expect(users).toHaveLength(1)
    expect(users[0]).not.toMatch(/^USER (root|0)\b/)
    expect(imageEnv(stage).NODE_ENV).toBe('production')
  })

  it('checks its health on the readiness endpoint under the API base', () => {
    const [healthcheck] = instruction(stage, 'HEALTHCHECK')
    expect(healthcheck).toContain(`'/api${healthEndpoints.ready.path}'`)
  })

  it('starts with the command the README documents, and sets only variables the README documents', () => {
    const [cmd] = instruction(stage, 'CMD')
    const command = (JSON.parse(cmd!.slice(4)) as string[]).join(' ')
    const readme = read('README.md')
    expect(readme).toContain(`\`${command}\``)
    for (const [name, value] of Object.entries(imageEnv(stage))) {
      // The server's own variables, and those the launch sets for the runtime (scripts/server-command.mjs).
      expect([...Object.keys(configVariables), ...Object.keys(serverEnv)], name).toContain(name)
      expect(readme, `${name}=${value}`).toContain(`\`${name}=${value}\``)
    }
  })

  it('copies everything the server reads at run time from the build stage', () => {
    const copies = instruction(stage, 'COPY').join('\n')
    for (const path of ['apps/server/dist', 'apps/server/drizzle', 'apps/web/dist', 'scripts/migrate.mjs']) {
      expect(copies).toContain(path)
    }
  })
})

describe("the image's npm ci sees every workspace", () => {
  // npm ci refuses a lock file whose workspaces are missing: each stage that runs it needs every
  // workspace's package.json before it.
  const folders = workspaceFolders()

  it('finds the workspaces of the root package.json', () => {
    expect(folders).toContain('apps/server')
    expect(folders.length).toBeGreaterThanOrEqual(6)
  })

  it.each(
    stages().map((stage, i) => [i === 0 ? 'build' : i === stages().length - 1 ? 'final' : `${i}`, stage]),
  )('the %s stage copies the package.json of each before npm ci', (_name, stage) => {
    const ci = stage.findIndex((line) => /^RUN npm ci\b/.test(line))
    expect(ci).toBeGreaterThan(0)
    const copied = stage.slice(0, ci).filter((line) => line.startsWith('COPY '))
    for (const folder of folders) {
      expect(copied, folder).toContain(`COPY ${folder}/package.json ${folder}/`)
    }
  })
})

describe('the compose file', () => {
  const compose = read('compose.yaml')

  it('runs PostgreSQL, Redis, the migrations once, two instances of the image and a proxy', () => {
    for (const service of ['postgres', 'redis', 'migrate', 'one-1', 'one-2', 'proxy']) {
      expect(compose).toMatch(new RegExp(`^  ${service}:`, 'm'))
    }
    expect(compose).toMatch(/^ {2}one-1: \*instance$/m)
    expect(compose).toMatch(/^ {2}one-2: \*instance$/m)
    expect(compose).toContain('command: ["npm", "run", "migrate"]')
    expect(compose).toContain('condition: service_completed_successfully')
  })

  it('gives the instances only variables the server reads, TRUST_PROXY among them', () => {
    const block = compose.split(/^x-instance:/m)[1]!.split(/^services:/m)[0]!
    const environment = block.split(/^ {2}environment:\n/m)[1]!
    const names = [...environment.matchAll(/^ {4}([A-Z_]+):/gm)].map((match) => match[1]!)
    expect(names).toContain('TRUST_PROXY')
    expect(names).toContain('DATABASE_URL')
    expect(names).toContain('REDIS_URL')
    expect(names).toContain('SESSION_SECRET')
    for (const name of names) expect(Object.keys(configVariables), name).toContain(name)
  })

  it('the instances stay serving, unready, for longer than the proxy takes to notice', () => {
    const delay = Number(compose.match(/^ {4}SHUTDOWN_DELAY_MS: "(\d+)"$/m)?.[1])
    const interval = read('deploy/Caddyfile').match(/^\s*health_interval (\d+)s$/m)?.[1]
    expect(delay).toBeGreaterThan(Number(interval) * 1000)
    // The delay and the 10 s drain fit in the grace period before Docker's SIGKILL.
    const grace = Number(compose.match(/^ {2}stop_grace_period: (\d+)s$/m)?.[1])
    expect(delay + 10_000).toBeLessThan(grace * 1000)
  })

  it("the proxy polls each instance's readiness and sends request ids", () => {
    const caddy = read('deploy/Caddyfile')
    expect(caddy).toContain(`health_uri /api${healthEndpoints.ready.path}`)
    expect(caddy).toContain('reverse_proxy one-1:3000 one-2:3000')
    expect(caddy).toContain('header_up X-Request-Id')
  })
})

describe('the built server needs no devDependency at run time', () => {
  const server = JSON.parse(read('apps/server/package.json')) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  const bundles = ['main.js', 'migrate.js'].map((name) => join(serverRoot, 'dist', name))

  beforeAll(() => {
    bundle('src/main.ts', 'src/migrate.ts')
  })

  it('every package the bundles import is one of its dependencies (npm ci --omit=dev installs it)', () => {
    const imported = new Set<string>()
    // The bundles and the files beside them that they import (what main.js loads with import()).
    const files = new Set(bundles)
    for (const bundle of files) {
      const code = readFileSync(bundle, 'utf8')
      const specifiers = [
        // Statements only: a bundled package's code holds `from "` in strings of its own (drizzle's SQL).
        ...code.matchAll(/^(?:import|export)\s[^;"]*?\bfrom\s*"([^"\n]+)"/gm),
        ...code.matchAll(/\bimport\s*\(\s*"([^"]+)"\s*\)/g),
        ...code.matchAll(/^import\s*"([^"]+)"/gm),
      ].map((match) => match[1]!)
      for (const specifier of specifiers) {
        if (specifier.startsWith('.')) files.add(join(dirname(bundle), specifier))
        if (specifier.startsWith('node:') || builtinModules.includes(specifier) || specifier.startsWith('.'))
          continue
        const parts = specifier.split('/')
        imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!)
      }
    }
    expect(files.size).toBeGreaterThan(bundles.length)
    expect(imported.size).toBeGreaterThan(10)
    for (const name of imported) expect(Object.keys(server.dependencies), name).toContain(name)
    // The workspace packages are bundled in: the image does not need their sources.
    expect([...imported].filter((name) => name.startsWith('@one/'))).toEqual([])
  })
})
