import { useEffect, useRef, useState } from 'react'
import { useSnackbars } from '../../stores/snackbar-store.ts'

/** Spec section 9: the copy button shows it worked for a second. */
export const COPIED_MS = 1000

/** Copies to the clipboard; `copied` is true for a second after. A refusal is told in a snackbar. */
export function useCopied() {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      useSnackbars
        .getState()
        .push('Could not reach the clipboard: select the link and copy it yourself.', 'info')
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_MS)
  }
  return { copied, copy }
}
