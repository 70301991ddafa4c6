import { type RefObject, useCallback } from 'react'
import { adoptSentMarkup } from '../../../lib/sent-markup-nodes.ts'

/**
 * The server's markup of a bin's page, as the browser drew it: its very nodes, adopted (never parsed
 * a second time), which React neither checks nor touches.
 */
export function SentMarkup({ ref }: { ref?: RefObject<HTMLDivElement | null> }) {
  const adopt = useCallback(
    (element: HTMLDivElement | null) => {
      adoptSentMarkup(element)
      if (ref) ref.current = element
    },
    [ref],
  )
  return <div ref={adopt} />
}
