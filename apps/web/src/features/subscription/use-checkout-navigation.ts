import { useEffect, useState } from 'react'
import { subscribeUrl } from './api/stripe-pages.ts'
import { returnPathOf } from './checkout-return.ts'
import type { Plan } from './plan-rules.ts'

/**
 * Sends the window to checkout (spec section 2), once: the button waits while the page leaves. A page
 * brought back by the browser's Back (from its cache) can be used again.
 */
export function useCheckoutNavigation() {
  const [leaving, setLeaving] = useState(false)
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false)
    }
    window.addEventListener('pageshow', back)
    return () => window.removeEventListener('pageshow', back)
  }, [])
  const checkout = (plan: Plan) => {
    if (leaving) return
    setLeaving(true)
    // Back to where the checkout started: the subscribe dialog, or the dashboard's tab.
    window.location.assign(subscribeUrl(plan, returnPathOf(window.location)))
  }
  return { checkout, leaving }
}
