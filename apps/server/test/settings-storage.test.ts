import { defaultSettings } from '@one/contract/settings/defaults'
import { SETTINGS_MAX_DEPTH } from '@one/contract/settings/schema'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { signedIn, site } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { type CookieJar, emulatorEnv } from './support/sign-in.ts'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

/** Default settings with `extra` among the fields of `one`, as JSON text (so any key can be written). */
function settingsText(extra: string): string {
  return JSON.stringify({ settings: defaultSettings() }).replace('"one":{', `"one":{${extra},`)
}

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`

describe.each(testDatabases())('settings the database cannot keep, on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let n = 0

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, emulatorEnv(emulators))
    await app.ready()
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  // Each test signs in a user of its own, so what one stores is not what another reads.
  const someone = async () => (await signedIn(app, `settler-${n++}`)).jar
  const save = (jar: CookieJar, payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/settings',
      headers: { origin: site, 'content-type': 'application/json', ...jar.header() },
      payload,
    })
  const stored = async (jar: CookieJar) =>
    (await app.inject({ url: '/api/auth/verify', headers: jar.header() })).json().user.settings

  const refused = (path: string, message: string) => ({
    code: 'bad_request',
    message: `Invalid request: body.settings.${path}: ${message}`,
  })
  const nul = 'Settings cannot hold the NUL character (U+0000).'
  const lone = 'Settings cannot hold a lone surrogate (U+D800 to U+DFFF without its other half).'

  it('U+0000 or a lone surrogate in a known field: 400 naming it, and nothing is stored', async () => {
    const jar = await someone()
    for (const [avatar, message] of [
      ['a\u0000', nul],
      ['\ud800', lone],
    ] as const) {
      const settings = defaultSettings()
      settings.one.avatar = avatar
      const response = await save(jar, JSON.stringify({ settings }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual(refused('one.avatar', message))
    }
    expect(await stored(jar)).toBeNull()
  })

  it('the same in a field a newer site added, however deep, and in a field name', async () => {
    const jar = await someone()
    const cases = [
      ['"future":{"list":["ok","\\u0000"]}', refused('one.future.list.1', nul)],
      ['"future":{"note":"\\udc00"}', refused('one.future.note', lone)],
      ['"fut\\u0000ure":true', refused('one', `${nul.slice(0, -1)}, not even in a field name.`)],
      ['"\\ud83d":1', refused('one', `${lone.slice(0, -1)}, not even in a field name.`)],
    ] as const
    for (const [extra, answer] of cases) {
      const response = await save(jar, settingsText(extra))
      expect(response.statusCode, extra).toBe(400)
      expect(response.json()).toEqual(answer)
    }
    expect(await stored(jar)).toBeNull()
  })

  it(`nesting deeper than ${SETTINGS_MAX_DEPTH} levels, 4,000 levels included, is a 400, not a crash`, async () => {
    const jar = await someone()
    // settings is level 1 and one level 2: a list in one.deep starts at level 3.
    for (const levels of [SETTINGS_MAX_DEPTH - 1, 4_000, 30_000]) {
      const response = await save(jar, settingsText(`"deep":${nested(levels)}`))
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(
        new RegExp(
          `^Invalid request: body\\.settings\\.one\\.deep(\\.0)+: Settings can nest at most ${SETTINGS_MAX_DEPTH} levels deep\\.$`,
        ),
      )
    }
    expect(await stored(jar)).toBeNull()
  })

  it('the same settings saved again answer 200 with them, and a change after them is stored', async () => {
    const jar = await someone()
    const first = defaultSettings()
    for (let i = 0; i < 2; i++) {
      const response = await save(jar, JSON.stringify({ settings: first }))
      expect(response.statusCode).toBe(200)
      expect(response.json().settings).toEqual(first)
      expect(await stored(jar)).toEqual(first)
    }
    const changed = defaultSettings()
    changed.one.theme = 'light'
    expect((await save(jar, JSON.stringify({ settings: changed }))).statusCode).toBe(200)
    expect(await stored(jar)).toEqual(changed)
    expect((await save(jar, JSON.stringify({ settings: first }))).statusCode).toBe(200)
    expect(await stored(jar)).toEqual(first)
  })

  it('up to the limit, unknown fields with any other text are kept exactly', async () => {
    const jar = await someone()
    const text = 'emoji 😀, \u0001\u001f, \u202eright to left, "quotes" and \\backslashes'
    const extra = `"deep":${nested(SETTINGS_MAX_DEPTH - 2)},"note":${JSON.stringify(text)},${JSON.stringify(text)}:1`
    const response = await save(jar, settingsText(extra))
    expect(response.statusCode).toBe(200)
    const kept = (await stored(jar)).one
    expect(kept.note).toBe(text)
    expect(kept[text]).toBe(1)
    expect(JSON.stringify(kept.deep)).toBe(nested(SETTINGS_MAX_DEPTH - 2))
  })
})
