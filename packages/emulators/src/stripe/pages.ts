// The pages a person sees at the emulated Stripe: hosted checkout and the billing portal.
import { escapeHtml } from '../shared/html.ts'
import type { Price } from './plans.ts'
import type { CheckoutSession, Customer, Invoice, Subscription } from './state.ts'

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
    main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
      box-shadow: 0 2px 8px rgb(0 0 0 / 0.08); }
    h1 { font-size: 1.25rem; margin: 0 0 1rem; }
    .note { color: #697386; font-size: 0.875rem; }
    .price { font-size: 2rem; font-weight: 600; margin: 0.5rem 0 1.5rem; }
    button { font: inherit; font-weight: 600; color: #fff; background: #635bff; border: 0;
      border-radius: 6px; padding: 0.75rem 1rem; width: 100%; cursor: pointer; }
    button:focus-visible, a:focus-visible { outline: 2px solid #635bff; outline-offset: 2px; }
    .cancel { display: block; text-align: center; margin-top: 1rem; color: #635bff; }
    table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
    td, th { text-align: left; padding: 0.25rem 0; }
  </style>
</head>
<body><main>${body}</main></body>
</html>`
}

export function checkoutPage(session: CheckoutSession, price: Price, payAction: string): string {
  if (session.status !== 'open') {
    return layout(
      'Checkout (local Stripe emulator)',
      `<h1>This checkout is ${session.status === 'complete' ? 'already paid' : 'no longer open'}.</h1>
      <a class="cancel" href="${escapeHtml(session.cancelUrl)}">Back to the site</a>`,
    )
  }
  return layout(
    `Pay ${price.nickname} (local Stripe emulator)`,
    `<p class="note">This is a local stand-in for Stripe Checkout. No card is needed and nothing is charged.</p>
    <h1>${escapeHtml(price.nickname)}</h1>
    <p class="price">${money(price.unitAmount)} <span class="note">per ${price.interval}</span></p>
    ${session.customerEmail ? `<p class="note">For ${escapeHtml(session.customerEmail)}</p>` : ''}
    <form method="post" action="${escapeHtml(payAction)}">
      <button type="submit">Pay</button>
    </form>
    <a class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancel</a>`,
  )
}

export function portalPage(
  customer: Customer,
  subscriptions: { subscription: Subscription; price: Price }[],
  invoices: { invoice: Invoice; pdf: string }[],
  returnUrl: string,
): string {
  const plans = subscriptions
    .map(
      ({ subscription, price }) =>
        `<tr><td>${escapeHtml(price.nickname)}</td><td>${subscription.status}${
          subscription.cancelAtPeriodEnd ? ', ends' : subscription.status === 'active' ? ', renews' : ''
        } ${day(subscription.currentPeriodEnd)}</td></tr>`,
    )
    .join('')
  const rows = invoices
    .map(
      ({ invoice, pdf }) =>
        `<tr><td>${day(invoice.created)}</td><td>${money(invoice.amountDue)}</td><td>${invoice.status}</td>` +
        `<td><a href="${escapeHtml(pdf)}">PDF</a></td></tr>`,
    )
    .join('')
  return layout(
    'Billing (local Stripe emulator)',
    `<p class="note">This is a local stand-in for Stripe's billing portal.</p>
    <h1>Billing for ${escapeHtml(customer.email ?? customer.id)}</h1>
    <table><tbody>${plans || '<tr><td>No subscriptions.</td></tr>'}</tbody></table>
    <h1>Invoices</h1>
    <table><tbody>${rows || '<tr><td>No invoices.</td></tr>'}</tbody></table>
    <a class="cancel" href="${escapeHtml(returnUrl)}">Return to the site</a>`,
  )
}
