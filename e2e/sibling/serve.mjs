// The sibling site of the browser tests: a static page on its own origin that uses the API the way
// the spec's client does (FACTS 0.1, 3.3 and 13). Listens on 127.0.0.1 and ::1, so that
// http://127.0.0.1:<port> and http://localhost:<port> both reach it: two origins, one listed in the
// API's WEB_ORIGINS and one not.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'

const port = Number(process.env.SIBLING_PORT ?? 3102)
const files = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/index.html': ['index.html', 'text/html; charset=utf-8'],
  '/sibling.js': ['sibling.js', 'text/javascript; charset=utf-8'],
  '/sibling.css': ['sibling.css', 'text/css; charset=utf-8'],
  // The page's local settings start from the v6 defaults the other browser tests hold (FACTS 1.2).
  '/settings-v6-defaults.json': ['../tests/fixtures/settings-v6-defaults.json', 'application/json'],
}

async function answer(request, response) {
  const { pathname } = new URL(request.url ?? '/', 'http://sibling')
  const file = files[pathname]
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
    return
  }
  const [name, type] = file
  const body = await readFile(fileURLToPath(new URL(name, import.meta.url)))
  response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
  response.end(request.method === 'HEAD' ? undefined : body)
}

function listen(host) {
  return new Promise((resolve, reject) => {
    const server = createServer((request, response) => {
      answer(request, response).catch((error) => {
        response.writeHead(500).end(String(error))
      })
    })
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

const servers = [await listen('127.0.0.1')]
// Where the machine has no IPv6 loopback, localhost is 127.0.0.1 alone and the first one is enough.
try {
  servers.push(await listen('::1'))
} catch (error) {
  if (!['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(error.code)) throw error
}

const stop = () => {
  for (const server of servers) server.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
