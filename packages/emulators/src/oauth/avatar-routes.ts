import type { FastifyInstance } from 'fastify'
import { identiconSvg } from './avatar.ts'
import { usernamePattern } from './identity.ts'

export const avatarPath = (login: string) => `/avatars/${encodeURIComponent(login)}.svg`

export function avatarRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const login = request.params.file.replace(/\.svg$/, '')
    if (login === request.params.file || !usernamePattern.test(login)) {
      return reply.code(404).send({ message: 'No such avatar' })
    }
    return (
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        // A profile picture is shown by any site, as the providers' own avatar hosts allow.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(identiconSvg(login))
    )
  })
}
