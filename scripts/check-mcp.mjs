// `npm run check:mcp`: the MCP project's own conformance suite (@modelcontextprotocol/conformance, server
// mode) against the built server (decision 0033). The suite connects without credentials, so a small
// proxy in front of /api/mcp adds an admin's API key (admins subscribe); everything else it passes on
// as sent, the Host and Origin the suite chose included. The suite needs Node 22 or later: it runs on
// the Node 24 from the npm registry. Scenarios that call the suite's own test tools, prompts and
// resources (which this server does not have) are listed in mcp-conformance-baseline.yml: the run
// fails on any other failure, and on a listed scenario that passes.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildStale } from './build-stale.mjs'
import { startServer } from './serve.mjs'
import { signIn } from './sign-in.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
buildStale(['server'])

// The proxy is the server's public address (PUBLIC_URL), as a reverse proxy would be: the suite's Host
// and Origin are then the site's own, and a foreign one is refused as it would be in production.
let apiKey
let target
const proxy = createServer((incoming, outgoing) => {
  const forwarded = request(
    {
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, ...(apiKey && { authorization: `Bearer ${apiKey}` }) },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    },
  )
  forwarded.on('error', () => outgoing.destroy())
  incoming.pipe(forwarded)
})
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve))
const publicUrl = `http://127.0.0.1:${proxy.address().port}`

// GitHub's `ada` on the emulator (its account id), an admin, who may hold an API key.
const server = await startServer({
  env: { SERVE_WEB: 'off', ONE_ADMINS: 'github:2051899610', PUBLIC_URL: publicUrl },
})
target = new URL(server.base)
try {
  const cookie = await signIn(publicUrl, 'ada')
  const generated = await fetch(`${publicUrl}/api/one/mcp/generate`, {
    method: 'POST',
    headers: { cookie, origin: publicUrl },
  })
  if (!generated.ok) throw new Error(`no API key: ${generated.status} ${await generated.text()}`)
  ;({ apiKey } = await generated.json())
  const url = `${publicUrl}/api/mcp`

  const suite = spawn(
    process.execPath,
    [
      'node_modules/@modelcontextprotocol/conformance/dist/index.js',
      'server',
      '--url',
      url,
      '--expected-failures',
      'scripts/mcp-conformance-baseline.yml',
      '--output-dir',
      mkdtempSync(join(tmpdir(), 'one-mcp-conformance-')),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  )
  const [status] = await once(suite, 'exit')
  process.exitCode = status ?? 1
} finally {
  proxy.close()
  await server.stop()
}
