import { useEffect, useRef } from 'react'
import { dropKeptEdit, type KeptEdit, keepEdit } from './kept-edit.ts'

const KEEP_DELAY_MS = 300

/**
 * Keeps `edit` for bin `id` while there is one (a short while after the last change, so typing in a
 * large bin stays quick), at once when the page is hidden or left; no edit drops what was kept. The
 * answer drops the kept edit at once, and what waits to be kept: for an edit that went elsewhere.
 */
export function useKeptEdit(id: string, edit: KeptEdit | undefined): () => void {
  const latest = useRef(edit)
  latest.current = edit
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  const { version, title, content, language } = edit ?? {}

  useEffect(() => {
    clearTimeout(pending.current)
    pending.current = undefined
    if (version === undefined || title === undefined || content === undefined || !language)
      return dropKeptEdit(id)
    pending.current = setTimeout(() => {
      pending.current = undefined
      keepEdit(id, { version, title, content, language })
    }, KEEP_DELAY_MS)
  }, [id, version, title, content, language])

  useEffect(() => {
    const flush = () => {
      if (pending.current === undefined) return
      clearTimeout(pending.current)
      pending.current = undefined
      if (latest.current) keepEdit(id, latest.current)
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [id])

  return () => {
    clearTimeout(pending.current)
    pending.current = undefined
    dropKeptEdit(id)
  }
}
