import { type Expiry, expiryOf, expiryRedrawIn } from '@one/contract/bin-expiry'
import { useEffect, useState } from 'react'

/**
 * When the bin expires, in words that keep up with the clock: redrawn each minute, and at the moment it
 * expires, so a page left open says so. Undefined for a bin that never expires.
 */
export function useExpiry(expiresAt: string | null): Expiry | undefined {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    if (!expiresAt) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const at = Date.now()
      setNow(at)
      const wait = expiryRedrawIn(expiresAt, at)
      if (wait !== undefined) timer = setTimeout(tick, wait)
    }
    tick()
    return () => clearTimeout(timer)
  }, [expiresAt])
  return expiresAt ? expiryOf(expiresAt, now) : undefined
}
