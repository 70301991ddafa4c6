import { useEffect, useRef, useState } from 'react'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useModify } from './api/modify.ts'
import type { Plan } from './plan-rules.ts'

/** Spec section 9: how long Success shows, and the pause after the switch before the tab resets. */
const SUCCESS_MS = 3000
const RESET_MS = 300

/**
 * FACTS 5.4's modify sequence: modify (and verify), show Success, after 3 s show the status tab, and
 * 300 ms later reset. A failure is told in a snackbar and shows no Success (the original's did).
 */
export function useModifySequence({ onShowStatus, onReset }: { onShowStatus(): void; onReset(): void }) {
  const mutation = useModify()
  const send = useSingleFlight(mutation)
  const [succeeded, setSucceeded] = useState(false)
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  const later = (ms: number, then: () => void) => timers.current.push(window.setTimeout(then, ms))

  const modify = (subscriptionId: string, plan: Plan) =>
    send(
      { subscriptionId, plan },
      {
        onSuccess: () => {
          setSucceeded(true)
          later(SUCCESS_MS, () => {
            onShowStatus()
            later(RESET_MS, () => {
              setSucceeded(false)
              onReset()
            })
          })
        },
      },
    )
  return { modify, modifying: mutation.isPending, succeeded }
}
