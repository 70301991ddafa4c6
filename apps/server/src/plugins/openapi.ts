import fastifySwagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

type Options = { apiBase: string; prefix: string }

/**
 * The API document, made from the route schemas and served at `<prefix>/openapi.json`. It describes
 * the API alone: routes outside the prefix (the app, the local emulators) are left out, and paths are
 * written relative to the API base named as its server.
 */
export const openapi = fp(async (app: FastifyInstance, { apiBase, prefix }: Options) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'One API', description: 'Accounts, membership and settings of One.', version: '1.0.0' },
      servers: [{ url: apiBase }],
    },
    transform(input) {
      if (!input.url.startsWith(`${prefix}/`)) return { schema: { hide: true }, url: input.url }
      const { schema, url } = jsonSchemaTransform(input)
      return { schema, url: url.slice(prefix.length) }
    },
  })
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger())
})
