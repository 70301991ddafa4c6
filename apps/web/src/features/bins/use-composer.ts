import { type BinLanguage, oneLineTitle } from '@one/contract/bins'
import {
  startTransition,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLocation, useNavigate } from 'react-router'
import { keepTypedBeforeStart, takeTypedBeforeStart } from '../../lib/typed-before-start.ts'
import { type BinDraft, clearDraft, emptyDraft, loadDraft, saveDraft } from './bin-draft.ts'
import { guessLanguage } from './guess-language.ts'
import { shareDataFromHash } from './share-hash.ts'

const DRAFT_SAVE_DELAY_MS = 300

/**
 * The home editor's draft. It comes from a `#bin=` share link when the address has one (a broken
 * link gives an empty editor and a message), else from the last visit. Only the user's own edits
 * are kept for the next visit, so opening a link never overwrites a stored draft; the first edit
 * drops the fragment, so a reload then shows the edited text rather than the link's.
 */
export function useComposer() {
  const location = useLocation()
  const navigate = useNavigate()
  // The prerendered page is an empty editor, and so is the first render's draft: the stored draft is
  // taken in the layout effect below, a share link in a transition right after the first render. Not
  // `useHydrated`: its change at the end of hydration draws the whole editor again in one long task
  // (docs/decisions/0017); a transition is drawn in slices, and an address without a link draws nothing again.
  const [mounted, setMounted] = useState(false)
  const hasLink = shareDataFromHash(location.hash) !== undefined
  useEffect(() => {
    if (hasLink) startTransition(() => setMounted(true))
  }, [hasLink])
  const linkData = mounted ? shareDataFromHash(location.hash) : undefined
  const [draft, setDraft] = useState<BinDraft>(emptyDraft)
  const [decoding, setDecoding] = useState(false)
  const [linkError, setLinkError] = useState<string>()
  const pendingSave = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(draft)
  latest.current = draft

  // Right after the first render, before React draws the fields again (which would put back the empty
  // text of the prerender over what was typed into them meanwhile).
  useLayoutEffect(() => {
    if (shareDataFromHash(window.location.hash) !== undefined) return
    const kept = startingDraft()
    latest.current = kept
    setDraft(kept)
  }, [])

  useEffect(() => {
    if (linkData === undefined) return
    let live = true
    setDecoding(true)
    import('./share-link.ts')
      .then(({ decodeSharedBin }) => decodeSharedBin(linkData))
      .then(
        (shared) => {
          if (!live) return
          setDraft({
            ...emptyDraft,
            title: oneLineTitle(shared.title),
            content: shared.content,
            language: shared.language ?? 'auto',
          })
          setLinkError(undefined)
          setDecoding(false)
        },
        (error: unknown) => {
          if (!live) return
          setDraft(emptyDraft)
          setLinkError(error instanceof Error ? error.message : 'This share link cannot be read.')
          setDecoding(false)
        },
      )
    return () => {
      live = false
    }
  }, [linkData])

  // Whatever is waiting to be kept is kept when the page goes away.
  useEffect(() => {
    const flush = () => {
      if (pendingSave.current === undefined) return
      clearTimeout(pendingSave.current)
      pendingSave.current = undefined
      saveDraft(latest.current)
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [])

  const edit = (change: Partial<BinDraft>) => {
    const next = { ...latest.current, ...change }
    latest.current = next
    setDraft(next)
    clearTimeout(pendingSave.current)
    pendingSave.current = setTimeout(() => {
      pendingSave.current = undefined
      saveDraft(latest.current)
    }, DRAFT_SAVE_DELAY_MS)
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true })
  }

  /** After a save: the draft became a bin, so the next visit starts empty. */
  const forget = () => {
    clearTimeout(pendingSave.current)
    pendingSave.current = undefined
    clearDraft()
  }

  // Guessing reads the whole text; deferred, so typing in a large bin stays quick.
  const title = useDeferredValue(draft.title)
  const content = useDeferredValue(draft.content)
  const guessed: BinLanguage = useMemo(() => guessLanguage(title, content), [title, content])
  const language: BinLanguage = draft.language === 'auto' ? guessed : draft.language

  return { draft, edit, forget, language, guessed, decoding, linkError }
}

/**
 * The draft of the last visit, unless the visitor typed into the prerendered page before the app ran:
 * what they typed wins, and is kept.
 */
function startingDraft(): BinDraft {
  // Hydrating, React keeps the page's fields, and what was typed into them before it ran is in them.
  keepTypedBeforeStart(document)
  const kept = loadDraft()
  const title = takeTypedBeforeStart('title')
  const content = takeTypedBeforeStart('content')
  if (!title && !content) return kept
  const typed = {
    ...kept,
    ...(title && { title: oneLineTitle(title.value) }),
    ...(content && { content: content.value }),
  }
  saveDraft(typed)
  return typed
}
