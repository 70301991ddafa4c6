// Subscriptions: checkout, activation, the plan's status and invoices, changes, and Stripe's webhooks.
// Stripe is the source of truth: whatever the trigger, the subscription is read back from Stripe whole
// and written over our copy, so duplicates and events out of order all end in the same row.
import { CHECKOUT_SESSION_PARAM } from '@one/contract/checkout-params'
import {
  grantingStatuses,
  type MembershipInfo,
  returnTarget,
  type SubscriptionStatus,
} from '@one/contract/membership'
import { TEAM_PARAM } from '@one/contract/team-params'
import type Stripe from 'stripe'
import { AppError } from '../app-error.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import type { StripeLink } from '../integrations/stripe.ts'
import type { Teams } from '../teams/teams.ts'
import {
  customerOf,
  keepSubscription,
  knownUser,
  type NewSubscriptionRow,
  recordEvent,
  type SubscriptionRow,
  subscriptionById,
  subscriptionsOf,
  userOfCustomer,
} from './membership-store.ts'
import { type Plan, type Prices, priceIdOf } from './plans.ts'
import { isSubscriptionId, subscriptionOfInvoice, subscriptionRow } from './stripe-subscription.ts'

type Deps = {
  db: Db
  changes: Changes
  /** Undefined when the server has neither Stripe keys nor the emulator: subscriptions are off. */
  link: StripeLink | undefined
  prices: Prices
  /** Where checkout and the billing portal send the browser back to. */
  siteUrl: string
  /** The origins a checkout may come back to: the site's own and the sibling sites'. */
  returnOrigins: readonly string[]
  log: { warn(details: object, message: string): void; info(details: object, message: string): void }
  /** What follows a plan: a team plan's team, and the access of everyone in it. */
  teams: Pick<Teams, 'subscriptionChanged' | 'inAnotherTeam'>
}

export const isGranting = (status: string) => grantingStatuses.includes(status as SubscriptionStatus)

/**
 * Statuses in which Stripe still holds the plan open, waiting on the customer to pay or finish paying:
 * a second checkout would leave it there, so the way on is Billing
 * (docs/decisions/0032-stripe-statuses-and-fidelity.md).
 */
const awaitingPayment: readonly string[] = ['past_due', 'unpaid', 'incomplete', 'paused']

const waitingMessage = (status: string) =>
  status === 'paused'
    ? 'Your subscription is paused until a payment method is added: resume it under Billing.'
    : status === 'incomplete'
      ? 'Your first payment is not finished yet: complete it under Billing.'
      : 'Your subscription is waiting on a payment: settle it under Billing.'

/** The subscription the status tab shows: one that grants, else the newest. */
export function currentSubscription(rows: SubscriptionRow[]): SubscriptionRow | undefined {
  return rows.find((row) => isGranting(row.status)) ?? rows[0]
}

export function createMembership({ db, changes, link, prices, siteUrl, returnOrigins, log, teams }: Deps) {
  function stripe(): StripeLink {
    if (!link) throw new AppError('unavailable', 'Subscriptions are not available on this server.')
    return link
  }

  /**
   * Our row for a subscription as Stripe has it now: undefined when it is not one of our plans, or no
   * user of ours holds it. Reads Stripe, writes nothing.
   */
  async function read(subscription: Stripe.Subscription | string, userHint?: string) {
    const current =
      typeof subscription === 'string'
        ? await (await stripe().client()).subscriptions.retrieve(subscription)
        : subscription
    const customerId = typeof current.customer === 'string' ? current.customer : current.customer.id
    const userId =
      (await userOfCustomer(db, customerId)) ?? (await knownUser(db, current.metadata.userId ?? userHint))
    const row = userId ? subscriptionRow(current, userId, prices) : undefined
    if (!row) {
      log.warn(
        { subscription: current.id },
        'A Stripe subscription that is not one of our plans or users; ignored',
      )
    }
    return row
  }

  /** What follows a kept subscription, once it is committed: caches and the holder's team. */
  async function announce(row: NewSubscriptionRow) {
    await changes.publish({ kind: 'user', userId: row.userId })
    await teams.subscriptionChanged(row.userId)
  }

  /** Reads a subscription from Stripe and keeps it; nothing when it is not One's or has no user. */
  async function sync(subscription: Stripe.Subscription | string, userHint?: string) {
    const row = await read(subscription, userHint)
    if (!row) return undefined
    await db.transaction((tx) => keepSubscription(tx, row))
    await announce(row)
    return row
  }

  async function held(userId: string, subscriptionId: string): Promise<SubscriptionRow> {
    const row = await subscriptionById(db, subscriptionId)
    if (!row) throw new AppError('not_found', 'There is no such subscription.')
    if (row.userId !== userId)
      throw new AppError('forbidden', 'Only the holder of this subscription can change it.')
    if (!isGranting(row.status)) {
      throw new AppError(
        'conflict',
        awaitingPayment.includes(row.status)
          ? waitingMessage(row.status)
          : 'This subscription has ended. Subscribe again from the subscribe tab.',
      )
    }
    return row
  }

  async function info(userId: string): Promise<MembershipInfo> {
    const row = currentSubscription(await subscriptionsOf(db, userId))
    const customerId = await customerOf(db, userId)
    const invoices =
      link && customerId
        ? (await (await link.client()).invoices.list({ customer: customerId, limit: 24 })).data
        : []
    return {
      subscription: row
        ? {
            id: row.id,
            status: row.status as SubscriptionStatus,
            startDate: row.startDate,
            currentPeriodStart: row.currentPeriodStart,
            currentPeriodEnd: row.currentPeriodEnd,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
            items: [
              {
                id: row.priceId,
                plan: {
                  id: row.priceId,
                  amount: row.amount,
                  currency: 'usd',
                  interval: row.interval,
                  type: row.planType,
                },
              },
            ],
            interval: row.interval,
            subscriptionType: row.planType,
          }
        : null,
      invoices: invoices.map((invoice) => ({
        id: invoice.id ?? '',
        date: invoice.created,
        amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
        status: invoice.status ?? 'draft',
        pdf: invoice.invoice_pdf ? stripe().forBrowser(invoice.invoice_pdf) : null,
      })),
    }
  }

  /** Spec section 5: a member of someone else's team cannot buy a team plan. */
  async function mayHave(userId: string, plan: Plan) {
    if (plan.type === 'team' && (await teams.inAnotherTeam(userId))) {
      throw new AppError(
        'conflict',
        "You are a member of someone else's team: leave it before buying a team plan.",
      )
    }
  }

  /**
   * Where Stripe sends the browser back: a path on the site, or an address on the site's own origin or
   * a listed sibling site's (FACTS 13: the site that started it). The route validates it, and this
   * checks again so no caller can make checkout or the portal an open redirect.
   */
  function returnAddress(returnTo: string): string {
    const target = returnTarget(returnTo)
    const origin = target?.origin ?? siteUrl
    if (!target || !returnOrigins.includes(origin)) {
      throw new AppError(
        'bad_request',
        'The return address (returnTo) must be a path on this site or an address on one of its sites (WEB_ORIGINS).',
      )
    }
    return `${origin}${target.path}`
  }

  /**
   * Checkout's way back (the subscribe dialog by default), with the session id when paid, and the team
   * flag after a team plan so its dialog opens (spec section 2).
   */
  function checkoutReturns(plan: Plan, returnTo = '/?one=subscribe') {
    const back = returnAddress(returnTo)
    const join = back.includes('?') ? '&' : '?'
    const team = plan.type === 'team' ? `&${TEAM_PARAM}=1` : ''
    return {
      success_url: `${back}${join}${CHECKOUT_SESSION_PARAM}={CHECKOUT_SESSION_ID}${team}`,
      cancel_url: back,
    }
  }

  return {
    info,

    /** A Stripe Checkout page for the plan, as the browser opens it; it comes back to `returnTo`. */
    async subscribe(
      user: { id: string; email: string | undefined },
      plan: Plan,
      returnTo?: string,
    ): Promise<string> {
      const { forBrowser } = stripe()
      const client = await stripe().client()
      const returns = checkoutReturns(plan, returnTo)
      await mayHave(user.id, plan)
      const rows = await subscriptionsOf(db, user.id)
      if (rows.some((row) => isGranting(row.status) && row.status !== 'past_due')) {
        throw new AppError(
          'conflict',
          'You already have a subscription. Change its plan from the status tab.',
        )
      }
      const waiting = rows.find((row) => awaitingPayment.includes(row.status))
      if (waiting) throw new AppError('conflict', waitingMessage(waiting.status))
      const customer = await customerOf(db, user.id)
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceIdOf(prices, plan), quantity: 1 }],
        ...(customer ? { customer } : user.email ? { customer_email: user.email } : {}),
        client_reference_id: user.id,
        metadata: { userId: user.id },
        subscription_data: { metadata: { userId: user.id } },
        ...returns,
      })
      if (!session.url) throw new AppError('unavailable', 'Stripe did not give a checkout page. Try again.')
      return forBrowser(session.url)
    },

    /** Records the subscription of the user's own completed checkout; doing it again changes nothing. */
    async activate(userId: string, sessionId: string): Promise<MembershipInfo> {
      const client = await stripe().client()
      let session: Stripe.Checkout.Session
      try {
        session = await client.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] })
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) {
          throw new AppError('not_found', 'There is no such checkout.')
        }
        throw error
      }
      if (session.client_reference_id !== userId) {
        throw new AppError('forbidden', 'This checkout was made by another account.')
      }
      if (session.status !== 'complete' || !session.subscription) {
        throw new AppError('conflict', 'This checkout is not paid yet.')
      }
      await sync(session.subscription as Stripe.Subscription | string, userId)
      return info(userId)
    },

    async modify(userId: string, subscriptionId: string, plan: Plan): Promise<MembershipInfo> {
      const row = await held(userId, subscriptionId)
      await mayHave(userId, plan)
      const price = priceIdOf(prices, plan)
      if (row.priceId !== price) {
        const client = await stripe().client()
        const current = await client.subscriptions.retrieve(subscriptionId)
        const item = current.items.data[0]
        if (!item) throw new AppError('conflict', 'This subscription has no plan to change.')
        await sync(
          await client.subscriptions.update(subscriptionId, {
            items: [{ id: item.id, price }],
            proration_behavior: 'create_prorations',
          }),
        )
      }
      return info(userId)
    },

    async cancel(userId: string, subscriptionId: string): Promise<MembershipInfo> {
      await held(userId, subscriptionId)
      await sync(
        await (await stripe().client()).subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      )
      return info(userId)
    },

    /** Stripe's billing portal for the user's customer, as the browser opens it. */
    async manage(userId: string, returnTo = '/?one=status'): Promise<string> {
      const back = returnAddress(returnTo)
      const { forBrowser } = stripe()
      const client = await stripe().client()
      const customer = await customerOf(db, userId)
      if (!customer) throw new AppError('not_found', 'There is no billing account yet: subscribe first.')
      const session = await client.billingPortal.sessions.create({
        customer,
        return_url: back,
      })
      return forBrowser(session.url)
    },

    /**
     * A webhook: refused unless Stripe signed it; applied once per event id. Stripe is read first; then
     * one transaction records the event and writes its change, so a crash before the commit leaves
     * neither and Stripe's next delivery applies it. What Stripe says is not there, and what is not
     * One's, is answered `ignored` (a 2xx: sending it again would change nothing); a failure of ours or
     * of Stripe's is thrown, and the 5xx makes Stripe send the event again.
     */
    async webhook(payload: string, signature: string | undefined): Promise<WebhookOutcome> {
      const { webhookSecret } = stripe()
      const client = await stripe().client()
      let event: Stripe.Event
      try {
        event = client.webhooks.constructEvent(payload, signature ?? '', webhookSecret)
      } catch {
        throw new AppError('bad_request', 'The webhook signature does not match this endpoint.')
      }
      const effect = await effectOf(event)
      const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
        if (!(await recordEvent(tx, event.id, event.type))) return 'duplicate'
        if ('ignored' in effect) return 'ignored'
        await keepSubscription(tx, effect.row)
        return 'applied'
      })
      if ('ignored' in effect) {
        log.info({ event: event.id, type: event.type, reason: effect.ignored }, 'A Stripe event ignored')
      } else {
        // Also for a duplicate: a crash between the commit and this step is made good by the next delivery.
        await announce(effect.row)
      }
      return outcome
    },
  }

  /** What an event changes, read from Stripe before anything is written. */
  async function effectOf(event: Stripe.Event): Promise<{ row: NewSubscriptionRow } | { ignored: string }> {
    const target = subscriptionOfEvent(event)
    if (!target) return { ignored: 'not an event about a subscription' }
    if (!isSubscriptionId(target.id)) return { ignored: 'not a Stripe subscription id' }
    let row: NewSubscriptionRow | undefined
    try {
      row = await read(target.id, target.userHint)
    } catch (error) {
      // Stripe's word that there is no such subscription (404), or no such id at all (400): final.
      const status = (error as { statusCode?: number }).statusCode
      if (status === 404 || status === 400) return { ignored: 'a subscription Stripe does not know' }
      log.warn({ event: event.id, err: error }, 'Stripe did not answer about a webhook event')
      throw new AppError('unavailable', 'Stripe did not answer. Send the event again later.')
    }
    return row ? { row } : { ignored: 'not one of our plans or users' }
  }
}

/** The subscription an event is about, and the user our checkout named, in each event type One acts on. */
function subscriptionOfEvent(event: Stripe.Event): { id: string; userHint?: string } | undefined {
  if (event.type.startsWith('customer.subscription.')) {
    const id = (event.data.object as { id?: unknown }).id
    return typeof id === 'string' ? { id } : undefined
  }
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session
    const id = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id
    return id ? { id, userHint: session.client_reference_id ?? undefined } : undefined
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const id = subscriptionOfInvoice(event.data.object as Stripe.Invoice)
    return id ? { id } : undefined
  }
  return undefined
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored'
export type Membership = ReturnType<typeof createMembership>
