import { type BinLanguage, binLanguages, oneLineTitle } from '@one/contract/bins'

/** The owner's unsaved edit of a bin, and the version of the bin it was made on. */
export type KeptEdit = { version: number; title: string; content: string; language: BinLanguage }

// Kept rather than asked about on the way out: react-router's useBlocker needs a data router, and the
// app renders a declarative BrowserRouter; a kept edit also survives what no prompt can stop (a
// session that ends and turns the page into someone else's view). Per tab (sessionStorage): the edit comes back after leaving the page inside the app, Back, or a
// reload; two tabs editing one bin keep an edit each, and nothing is left behind once the tab closes.
const keyOf = (id: string) => `one:bin-edit:${id}`

const isLanguage = (value: unknown): value is BinLanguage =>
  (binLanguages as readonly unknown[]).includes(value)

/** The edit kept for bin `id`, or undefined when there is none or it cannot be read. */
export function loadKeptEdit(id: string, storage: Storage = sessionStorage): KeptEdit | undefined {
  try {
    const stored = JSON.parse(storage.getItem(keyOf(id)) ?? 'null') as Partial<KeptEdit> | null
    if (!stored || typeof stored !== 'object') return undefined
    const { version, title, content, language } = stored
    if (!Number.isInteger(version) || typeof title !== 'string' || typeof content !== 'string')
      return undefined
    if (!isLanguage(language)) return undefined
    return { version: version as number, title: oneLineTitle(title), content, language }
  } catch {
    return undefined
  }
}

export function keepEdit(id: string, edit: KeptEdit, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(keyOf(id), JSON.stringify(edit))
  } catch (error) {
    // A full storage must not stop the typing; the text is still on screen and leaving still asks.
    console.warn('Could not keep the unsaved edit of the bin:', error)
  }
}

export function dropKeptEdit(id: string, storage: Storage = sessionStorage): void {
  storage.removeItem(keyOf(id))
}
