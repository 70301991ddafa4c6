// The pinned SDK's own description of each object the Stripe emulator answers, by its `object` value:
// stripe-shapes.ts walks what the emulator sends against these types (spec/FACTS 14).
import type Stripe from 'stripe'

export type StripeSdkObjects = {
  'checkout.session': Stripe.Checkout.Session
  customer: Stripe.Customer
  subscription: Stripe.Subscription
  subscription_item: Stripe.SubscriptionItem
  invoice: Stripe.Invoice
  'billing_portal.session': Stripe.BillingPortal.Session
  price: Stripe.Price
  event: Stripe.Event
  list: Stripe.ApiList<unknown>
}
