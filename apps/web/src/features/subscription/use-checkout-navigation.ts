import { useEffect, useState } from 'react'
import { subscribeUrl } from './api/stripe-pages.ts'
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
    window.location.assign(subscribeUrl(plan))
  }
  return { checkout, leaving }
}
