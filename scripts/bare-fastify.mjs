// The yardstick of `npm run bench:api`: Fastify with its defaults and one route answering what
// /api/healthz answers, started the way scripts/serve.mjs starts the server (a child process, PORT and
// HOST from the environment). Whatever the server's routes cost beyond it is our plugin chain's.
import Fastify from 'fastify'

const app = Fastify()
app.get('/api/healthz', async () => ({
  status: 'ok',
  database: 'pglite',
  uptimeSeconds: Math.round(process.uptime()),
}))
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' })
