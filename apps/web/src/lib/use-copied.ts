import { useEffect, useRef, useState } from 'react'
import { useSnackbars } from '../stores/snackbar-store.ts'

/** Spec section 9: a copy button shows it worked for a second (the API key table, for two). */
export const COPIED_MS = 1000

/** Copies to the clipboard; `copied` is true for `ms` after. A refusal is told in a snackbar. */
export function useCopied(ms = COPIED_MS) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      useSnackbars
        .getState()
        .push('Could not reach the clipboard: select the text and copy it yourself.', 'info')
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), ms)
  }
  return { copied, copy }
}
