import type { FastifyRequest } from 'fastify'
import { acceptForms, isForm } from '../shared/control-form.ts'
import { controlPage, sendPage } from '../shared/control-page.ts'
import { faultControl } from '../shared/fault.ts'
import { escapeHtml } from '../shared/html.ts'
import { JsonFile } from '../shared/json-file.ts'
import type { EmulatedService } from '../shared/service.ts'
import { answerGraphql } from './graphql.ts'
import { readSponsorship, type SponsorsState, withAccountIds } from './sponsorships.ts'

export type GithubSponsorsUrls = {
  githubSponsors: {
    /** GitHub's API base: the GraphQL endpoint is `<api>/graphql`, as at api.github.com. */
    api: string
    /** POST a sponsorship here (JSON or the page's form); GET is the page. */
    control: string
  }
}

const bodyLimit = 16 * 1024

/**
 * GitHub Sponsors under /github, beside the GitHub sign-in: the GraphQL API at /github/api/graphql
 * (the one query the server sends), and the sponsorships of the emulated sponsored account at
 * /github/sponsorships, one per sponsor's account id.
 */
export const githubSponsorsService: EmulatedService<GithubSponsorsUrls> = {
  plugin: async (app, { now = Date.now, dataDir }) => {
    const file = new JsonFile<SponsorsState>(dataDir, 'github-sponsors-emulator.json', () => ({
      sponsorships: {},
    }))
    Object.assign(file.state, withAccountIds(file.state))
    await app.register(
      async (scope) => {
        await acceptForms(scope)
        const applyFault = faultControl(scope)

        scope.post('/api/graphql', { bodyLimit }, async (request, reply) => {
          if (!/^(Bearer|token)\s+\S+\s*$/i.test(request.headers.authorization ?? '')) {
            return reply.code(401).send({
              message: 'This endpoint requires you to be authenticated.',
              documentation_url:
                'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql',
            })
          }
          if (await applyFault(reply)) return reply
          const answer = answerGraphql(request.body, file.state)
          return reply.code(answer.status).send(answer.body)
        })

        const pageOf = (request: FastifyRequest, notice?: string) =>
          controlPage({
            title: 'GitHub Sponsors (local emulator)',
            action: request.url.split('?')[0] ?? request.url,
            notice,
            fields: `
              <label>Login<input name="login" required pattern="[A-Za-z0-9_\\-]{1,39}"></label>
              <label>Account id (empty: the one sign-in gives the login)<input name="databaseId" inputmode="numeric"></label>
              <label>Tier name<input name="tierName" required maxlength="100" value="$5 a month"></label>
              <label>Amount (cents)<input name="amount" required inputmode="numeric" value="500"></label>
              <label>Interval<select name="interval"><option>month</option><option>once</option></select></label>
              <label><input type="checkbox" name="isActive" checked>Active</label>`,
            rows: Object.values(file.state.sponsorships).map(
              (s) =>
                `<li>${escapeHtml(s.login)} (#${s.databaseId}): ${escapeHtml(s.tierName)}, ${s.amount} cents / ${s.interval}, ${s.isActive ? 'active' : 'inactive'}</li>`,
            ),
          })

        scope.get('/sponsorships', async (request, reply) => sendPage(reply, 200, pageOf(request)))

        scope.post<{ Body: Record<string, unknown> | undefined }>(
          '/sponsorships',
          { bodyLimit },
          async (request, reply) => {
            const fromForm = isForm(request.headers['content-type'])
            const read = readSponsorship(request.body ?? {}, fromForm, now)
            if ('problem' in read) {
              return fromForm
                ? sendPage(reply, 400, pageOf(request, read.problem))
                : reply.code(400).send({ message: read.problem })
            }
            file.state.sponsorships[String(read.databaseId)] = read
            file.save()
            return fromForm ? sendPage(reply, 200, pageOf(request, `Saved ${read.login}.`)) : read
          },
        )
      },
      { prefix: '/github' },
    )
  },
  urls(base) {
    return { githubSponsors: { api: `${base}/github/api`, control: `${base}/github/sponsorships` } }
  },
}
