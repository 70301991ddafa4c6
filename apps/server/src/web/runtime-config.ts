import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@one/contract/runtime-config'
import type { FastifyPluginAsync } from 'fastify'

/** Serves /config.js: a classic script the app's page loads before its bundle. */
export const runtimeConfigRoute: FastifyPluginAsync<{ runtime: RuntimeConfig }> = async (
  app,
  { runtime },
) => {
  const script = `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(runtime)};\n`
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache')
    return script
  })
}
