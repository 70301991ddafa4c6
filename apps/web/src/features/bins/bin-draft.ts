import {
  type BinLanguage,
  type BinVisibility,
  binLanguages,
  binVisibilities,
  oneLineTitle,
} from '@one/contract/bins'

/** What the home editor holds before it becomes a bin. `auto` lets the language follow the text. */
export type BinDraft = {
  title: string
  content: string
  language: BinLanguage | 'auto'
  visibility: BinVisibility
}

export const DRAFT_KEY = 'one:bin-draft'

export const emptyDraft: BinDraft = { title: '', content: '', language: 'auto', visibility: 'public' }

const isLanguage = (value: unknown): value is BinDraft['language'] =>
  value === 'auto' || (binLanguages as readonly unknown[]).includes(value)

const isVisibility = (value: unknown): value is BinVisibility =>
  (binVisibilities as readonly unknown[]).includes(value)

/** The draft kept by the last visit; whatever cannot be read gives an empty one. */
export function loadDraft(storage: Storage = localStorage): BinDraft {
  try {
    const stored = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null') as Partial<BinDraft> | null
    if (!stored || typeof stored !== 'object') return emptyDraft
    return {
      title: typeof stored.title === 'string' ? oneLineTitle(stored.title) : '',
      content: typeof stored.content === 'string' ? stored.content : '',
      language: isLanguage(stored.language) ? stored.language : 'auto',
      visibility: isVisibility(stored.visibility) ? stored.visibility : 'public',
    }
  } catch {
    return emptyDraft
  }
}

/** Keeps the draft for the next visit; an empty one takes no room. */
export function saveDraft(draft: BinDraft, storage: Storage = localStorage): void {
  try {
    if (!draft.title && !draft.content) storage.removeItem(DRAFT_KEY)
    else storage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch (error) {
    // A full storage must not stop the typing; the text is still on screen.
    console.warn('Could not keep the bin draft:', error)
  }
}

export function clearDraft(storage: Storage = localStorage): void {
  storage.removeItem(DRAFT_KEY)
}
