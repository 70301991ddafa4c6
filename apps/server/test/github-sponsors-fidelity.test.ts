// The GitHub Sponsors query the server sends, and the emulator's answer to it, checked against
// GitHub's own GraphQL schema as @octokit/graphql-schema (15.26) ships it, with graphql-js (16): the
// query validates, and the answer, executed through the schema with itself as the root value, comes
// out unchanged, so it holds every field the query asks for, of the schema's types, and no other.
import { schema as github } from '@octokit/graphql-schema'
import { startEmulators } from '@one/emulators/standalone'
import { buildSchema, execute, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { sponsorshipsQuery } from '../src/integrations/github-sponsors.ts'

// The published SDL names one field twice (EnterpriseOwnerInfo.repositoryDeployKeySetting); graphql-js
// refuses that when it checks the SDL itself, which is GitHub's to keep, not ours to test.
const schema = buildSchema(github.idl, { assumeValidSDL: true })
const document = parse(sponsorshipsQuery)

describe('GitHub Sponsors, as GitHub describes its GraphQL API', () => {
  it('the query the server sends is valid against the schema', () => {
    expect(validate(schema, document)).toEqual([])
  })

  it("the emulator's answer is exactly what the schema gives that query", async () => {
    const emulators = await startEmulators()
    try {
      const { githubSponsors } = emulators.urls
      for (const body of [
        { login: 'ada', tierName: 'Gold', amount: 500, interval: 'month', isActive: true },
        { login: 'bo', tierName: 'Once', amount: 2500, interval: 'once', isActive: false },
      ]) {
        const saved = await fetch(githubSponsors.control, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        expect(saved.status).toBe(200)
      }
      const variables = { after: null }
      const response = await fetch(`${githubSponsors.api}/graphql`, {
        method: 'POST',
        headers: { authorization: 'Bearer local', 'content-type': 'application/json' },
        body: JSON.stringify({ query: sponsorshipsQuery, variables }),
      })
      const answer = (await response.json()) as { data: Record<string, unknown> }
      expect(answer.data).toBeDefined()
      const executed = await execute({ schema, document, rootValue: answer.data, variableValues: variables })
      expect(executed.errors).toBeUndefined()
      expect(JSON.parse(JSON.stringify(executed.data))).toEqual(answer.data)
      expect(answer).toEqual({ data: answer.data })
    } finally {
      await emulators.close()
    }
  })
})
