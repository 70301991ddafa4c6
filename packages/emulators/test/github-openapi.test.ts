// The GitHub emulator's REST answers checked against GitHub's own OpenAPI description, as
// @octokit/openapi (23.0) ships it (api.github.com, OpenAPI 3.0), with Ajv (8): GET /user as the
// "private-user" a token's own user sees, GET /user/emails as an array of "email". Each answer also
// holds no field the description does not name. The OAuth token endpoint (github.com/login/oauth) is not
// part of the REST description; its answers are checked against GitHub's documented habits in
// oauth/octokit.test.ts and oauth/token-refusals.test.ts (FACTS 14).
import description from '@octokit/openapi/generated/api.github.com.json' with { type: 'json' }
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningEmulators, startEmulators } from '../src/standalone.ts'
import { signIn } from './oauth/sign-in.ts'

type Schema = { properties?: Record<string, unknown>; items?: Schema }
const schemas = (description as unknown as { components: { schemas: Record<string, Schema> } }).components
  .schemas
const responseOf = (path: string) =>
  (description as unknown as { paths: Record<string, { get: { responses: Record<string, unknown> } }> })
    .paths[path]?.get.responses['200'] as {
    content: { 'application/json': { schema: Schema & { $ref?: string } } }
  }

// OpenAPI 3.0's `nullable` is an Ajv keyword; `example` and the like are not, and are only notes.
const ajv = new Ajv({ strict: false, allErrors: true })
addFormats.default(ajv)

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(() => emulators.close())

const unknownKeys = (value: object, schema: Schema) =>
  Object.keys(value).filter((key) => !(key in (schema.properties ?? {})))

describe("the GitHub emulator answers as GitHub's REST description says", () => {
  it('GET /user is a private-user, for a public and a private address alike', async () => {
    const userSchema = schemas['private-user']!
    // The operation's answer is one of private-user and public-user, told apart by user_view_type.
    expect(JSON.stringify(responseOf('/user').content['application/json'].schema)).toContain('private-user')
    const check = ajv.compile(userSchema)
    for (const login of ['octocat', 'private-ada']) {
      const { profile } = await signIn(emulators.urls.github, login)
      expect(check(profile), JSON.stringify(check.errors)).toBe(true)
      expect(unknownKeys(profile, userSchema)).toEqual([])
    }
  })

  it('GET /user/emails is an array of email', async () => {
    const listSchema = responseOf('/user/emails').content['application/json'].schema
    expect(listSchema.items).toEqual({ $ref: '#/components/schemas/email' })
    const check = ajv.compile({ type: 'array', items: schemas.email })
    const { token } = await signIn(emulators.urls.github, 'private-ada')
    const emails = await fetch(emulators.urls.github.profile.replace(/\/user$/, '/user/emails'), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
    })
    expect(emails.status).toBe(200)
    const body = (await emails.json()) as object[]
    expect(check(body), JSON.stringify(check.errors)).toBe(true)
    for (const entry of body) expect(unknownKeys(entry, schemas.email!)).toEqual([])
  })
})
