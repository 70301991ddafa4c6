import type { FastifyRequest } from 'fastify'
import { acceptForms, isForm } from '../shared/control-form.ts'
import { controlPage, sendPage } from '../shared/control-page.ts'
import { faultControl } from '../shared/fault.ts'
import { escapeHtml } from '../shared/html.ts'
import { JsonFile } from '../shared/json-file.ts'
import type { EmulatedService } from '../shared/service.ts'
import { type GuildState, guildMember, readSubscription } from './guild.ts'

export type DiscordGuildUrls = {
  discordGuild: {
    /** Discord's API base (`<api>/guilds/{guild}/members/{user}`), as at discord.com/api/v10. */
    api: string
    /** POST a server subscription here (JSON or the page's form); GET is the page. */
    control: string
  }
}

const bodyLimit = 16 * 1024

/**
 * Discord's guild member endpoint under /discord, beside the Discord sign-in, for one emulated guild
 * whose premium role marks a server subscription; the subscriptions at /discord/subscriptions.
 */
export const discordGuildService: EmulatedService<DiscordGuildUrls> = {
  plugin: async (app, { now = Date.now, dataDir }) => {
    const file = new JsonFile<GuildState>(dataDir, 'discord-emulator.json', () => ({ subscriptions: {} }))
    await app.register(
      async (scope) => {
        await acceptForms(scope)
        const applyFault = faultControl(scope)

        scope.get<{ Params: { guildId: string; userId: string } }>(
          '/api/v10/guilds/:guildId/members/:userId',
          async (request, reply) => {
            if (!/^Bot\s+\S+\s*$/.test(request.headers.authorization ?? '')) {
              return reply.code(401).send({ message: '401: Unauthorized', code: 0 })
            }
            if (await applyFault(reply)) return reply
            const answer = guildMember(file.state, request.params.guildId, request.params.userId)
            return reply.code(answer.status).send(answer.body)
          },
        )

        const pageOf = (request: FastifyRequest, notice?: string) =>
          controlPage({
            title: 'Discord server subscriptions (local emulator)',
            action: request.url.split('?')[0] ?? request.url,
            notice,
            fields: `
              <label>Username<input name="username" required pattern="[A-Za-z0-9_\\-]{1,39}"></label>
              <label><input type="checkbox" name="isActive" checked>Active</label>`,
            rows: Object.values(file.state.subscriptions).map(
              (s) => `<li>${escapeHtml(s.username)}: ${s.isActive ? 'active' : 'inactive'}</li>`,
            ),
          })

        scope.get('/subscriptions', async (request, reply) => sendPage(reply, 200, pageOf(request)))

        scope.post<{ Body: Record<string, unknown> | undefined }>(
          '/subscriptions',
          { bodyLimit },
          async (request, reply) => {
            const fromForm = isForm(request.headers['content-type'])
            const read = readSubscription(request.body ?? {}, fromForm, now)
            if ('problem' in read) {
              return fromForm
                ? sendPage(reply, 400, pageOf(request, read.problem))
                : reply.code(400).send({ message: read.problem })
            }
            file.state.subscriptions[read.username.toLowerCase()] = read
            file.save()
            return fromForm ? sendPage(reply, 200, pageOf(request, `Saved ${read.username}.`)) : read
          },
        )
      },
      { prefix: '/discord' },
    )
  },
  urls(base) {
    return { discordGuild: { api: `${base}/discord/api/v10`, control: `${base}/discord/subscriptions` } }
  },
}
