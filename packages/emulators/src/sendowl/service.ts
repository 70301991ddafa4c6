import type { FastifyReply, FastifyRequest } from 'fastify'
import { acceptForms, isForm } from '../shared/control-form.ts'
import { controlPage, sendPage } from '../shared/control-page.ts'
import { faultControl } from '../shared/fault.ts'
import { escapeHtml } from '../shared/html.ts'
import { JsonFile } from '../shared/json-file.ts'
import type { EmulatedService } from '../shared/service.ts'
import { type OrdersState, orderJson, readOrder } from './orders.ts'

export type SendOwlUrls = {
  sendowl: {
    /** SendOwl's host: the orders are at `<api>/api/v1_3/orders`. */
    api: string
    /** POST an order here (JSON or the page's form); GET is the page. */
    control: string
  }
}

const bodyLimit = 64 * 1024

function basicCredentials(header: string | undefined): boolean {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')?.[1]
  if (!encoded) return false
  const [key, secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':')
  return !!key && !!secret
}

// SendOwl's paging: 10 a page unless `per_page` asks for more, up to 50; pages count from 1.
const DEFAULT_PER_PAGE = 10
const MAX_PER_PAGE = 50

function paging(query: { page?: string; per_page?: string }) {
  const whole = (value: string | undefined, fallback: number) => {
    const n = Number(value)
    return value !== undefined && Number.isInteger(n) && n >= 1 ? n : fallback
  }
  return {
    page: whole(query.page, 1),
    perPage: Math.min(MAX_PER_PAGE, whole(query.per_page, DEFAULT_PER_PAGE)),
  }
}

/**
 * SendOwl under /sendowl: the orders API (`GET /sendowl/api/v1_3/orders/search?email=`, HTTP Basic with
 * any key and secret, JSON only on `Accept: application/json`, `page` and `per_page` as SendOwl pages), each order's download page, and the
 * orders put in at /sendowl/orders.
 */
export const sendOwlService: EmulatedService<SendOwlUrls> = {
  plugin: async (app, { now = Date.now, dataDir }) => {
    const file = new JsonFile<OrdersState>(dataDir, 'sendowl-emulator.json', () => ({
      nextId: 1000,
      orders: [],
    }))
    const prefix = `${app.prefix}/sendowl`
    const base = (request: FastifyRequest) => `${request.protocol}://${request.host}${prefix}`
    await app.register(
      async (scope) => {
        await acceptForms(scope)
        const applyFault = faultControl(scope)

        scope.get<{ Querystring: { email?: string; term?: string; page?: string; per_page?: string } }>(
          '/api/v1_3/orders/search',
          async (request, reply: FastifyReply) => {
            if (!basicCredentials(request.headers.authorization)) {
              return reply.code(401).type('text/plain').send('HTTP Basic: Access denied.\n')
            }
            if (!(request.headers.accept ?? '').includes('application/json')) {
              return reply
                .code(415)
                .type('text/plain')
                .send(
                  'Please specify a supported `Accept` header. Valid options: `application/json`, `application/xml`',
                )
            }
            if (await applyFault(reply)) return reply
            const wanted = (request.query.email ?? request.query.term ?? '').trim().toLowerCase()
            const { page, perPage } = paging(request.query)
            return file.state.orders
              .filter((order) => wanted !== '' && order.email.toLowerCase() === wanted)
              .slice((page - 1) * perPage, page * perPage)
              .map((order) => orderJson(order, base(request)))
          },
        )

        scope.get<{ Params: { id: string; key: string } }>(
          '/orders/:id/download/:key',
          async (request, reply) => {
            const order = file.state.orders.find(
              (o) => String(o.id) === request.params.id && o.downloadKey === request.params.key,
            )
            const page = order
              ? `<!doctype html><title>Download order #${escapeHtml(order.orderName)} (local SendOwl emulator)</title>
               <h1>Order #${escapeHtml(order.orderName)}</h1><ul>${order.items.map((i) => `<li>${escapeHtml(i.name)}</li>`).join('')}</ul>
               <p>Local SendOwl emulator: there are no files behind these items.</p>`
              : '<!doctype html><title>Not found (local SendOwl emulator)</title><p>There is nothing here.</p>'
            return sendPage(reply, order ? 200 : 404, page)
          },
        )

        const pageOf = (request: FastifyRequest, notice?: string) =>
          controlPage({
            title: 'SendOwl orders (local emulator)',
            action: request.url.split('?')[0] ?? request.url,
            notice,
            fields: `
              <label>Email<input name="email" type="email" required placeholder="ada@shopify.emulator.test"></label>
              <label>Order name<input name="order_name" maxlength="40" placeholder="(a number)"></label>
              <label>State<input name="state" placeholder="complete"></label>
              <label>Items, one a line<textarea name="items" required rows="3">Vuetify Theme</textarea></label>`,
            rows: file.state.orders.map(
              (o) =>
                `<li>#${escapeHtml(o.orderName)} (${escapeHtml(o.state ?? 'complete')}) for ${escapeHtml(o.email)}: ${o.items.map((i) => escapeHtml(i.name)).join(', ')}</li>`,
            ),
          })

        scope.get('/orders', async (request, reply) => sendPage(reply, 200, pageOf(request)))

        scope.post<{ Body: Record<string, unknown> | undefined }>(
          '/orders',
          { bodyLimit },
          async (request, reply) => {
            const fromForm = isForm(request.headers['content-type'])
            const read = readOrder(request.body ?? {}, file.state, now)
            if ('problem' in read) {
              return fromForm
                ? sendPage(reply, 400, pageOf(request, read.problem))
                : reply.code(400).send({ message: read.problem })
            }
            file.state.orders.push(read)
            file.state.nextId++
            file.save()
            return fromForm
              ? sendPage(reply, 200, pageOf(request, `Saved order #${read.orderName}.`))
              : orderJson(read, base(request))
          },
        )
      },
      { prefix: '/sendowl' },
    )
  },
  urls(base) {
    return { sendowl: { api: `${base}/sendowl`, control: `${base}/sendowl/orders` } }
  },
}
