// What a browser opens at the emulated Stripe: checkout, the billing portal and invoice PDFs.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Billing } from './billing.ts'
import { priceById } from './objects.ts'
import { checkoutPage, portalPage } from './pages.ts'
import { invoicePdf } from './pdf.ts'
import type { StripeStore } from './state.ts'
import type { WebhookSender } from './webhooks.ts'

type Deps = {
  billing: Billing
  store: StripeStore
  webhooks: WebhookSender
  base: (request: FastifyRequest) => string
}

const notFound =
  '<!doctype html><title>Not found (local Stripe emulator)</title><p>There is nothing here.</p>'

export async function stripePageRoutes(app: FastifyInstance, { billing, store, webhooks, base }: Deps) {
  // The Pay form has no fields: its body is read as nothing, whatever the host parses forms with.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  )
  app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const session = store.state.checkoutSessions[request.params.id]
    reply.type('text/html; charset=utf-8')
    if (!session) return reply.status(404).send(notFound)
    return checkoutPage(session, priceById(session.priceId)!, `${base(request)}/checkout/${session.id}/pay`)
  })

  // Paying twice (a double click, a resubmitted form) pays once and goes back the same way.
  app.post<{ Params: { id: string } }>('/checkout/:id/pay', async (request, reply) => {
    const session = store.state.checkoutSessions[request.params.id]
    if (!session) return reply.status(404).type('text/html; charset=utf-8').send(notFound)
    if (session.status === 'open') await webhooks.send(billing.pay(session.id, base(request)))
    if (session.status !== 'complete') return reply.redirect(session.cancelUrl, 303)
    return reply.redirect(session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303)
  })

  app.get<{ Params: { id: string } }>('/billing/:id', async (request, reply) => {
    const session = store.state.portalSessions[request.params.id]
    const customer = session && store.state.customers[session.customer]
    reply.type('text/html; charset=utf-8')
    if (!session || !customer) return reply.status(404).send(notFound)
    const subscriptions = Object.values(store.state.subscriptions)
      .filter((subscription) => subscription.customer === customer.id)
      .map((subscription) => ({ subscription, price: priceById(subscription.priceId)! }))
    const invoices = billing
      .invoices({ customer: customer.id })
      .map((invoice) => ({ invoice, pdf: `${base(request)}/invoices/${invoice.id}.pdf` }))
    return portalPage(customer, subscriptions, invoices, session.returnUrl)
  })

  app.get<{ Params: { file: string } }>('/invoices/:file', async (request, reply) => {
    const invoice = store.state.invoices[request.params.file.replace(/\.pdf$/, '')]
    if (!invoice || !request.params.file.endsWith('.pdf')) {
      return reply.status(404).type('text/html; charset=utf-8').send(notFound)
    }
    const date = new Date(invoice.created * 1000).toISOString().slice(0, 10)
    const customer = store.state.customers[invoice.customer]
    const pdf = invoicePdf([
      `Invoice ${invoice.number}`,
      `Date: ${date}`,
      `Billed to: ${customer?.email ?? invoice.customer}`,
      `Amount: $${(invoice.amountDue / 100).toFixed(2)} (${invoice.status})`,
      'Local Stripe emulator: nothing was charged.',
    ])
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${invoice.number}.pdf"`)
      .send(pdf)
  })
}
