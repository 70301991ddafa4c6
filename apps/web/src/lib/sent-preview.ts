import { BIN_PAGE_DATA_ELEMENT_ID, PAGE_PREVIEW_ELEMENT_ID } from '@one/contract/runtime-config'

// What the server put in the page for the address it was asked for (a shared bin's title and text),
// read once, when the shell's code runs, before React takes the page over. The prerender has no
// document: it has no preview.
const kept =
  typeof document === 'undefined'
    ? undefined
    : {
        path: window.location.pathname,
        html: document.getElementById(PAGE_PREVIEW_ELEMENT_ID)?.innerHTML ?? '',
        data: document.getElementById(BIN_PAGE_DATA_ELEMENT_ID)?.textContent ?? '',
      }

/** The server's markup for `pathname`, or '' when the page was sent for another address. */
export function previewHtmlFor(pathname: string): string {
  return kept?.path === pathname ? kept.html : ''
}

/** What a reader's page needs of the bin the server sent with it; the rest stays with the API's answer. */
export type SentBin = {
  id: string
  version: number
  title: string
  content: string
  language: string
  ownerId: string
}

/**
 * The public bin `id` as the server wrote it into this page, markup and data, when it did (a shared
 * bin's address, opened first). Read without the contract's schemas: a reader's page must not pay for
 * them; anything unexpected gives undefined, and the page asks the API as usual.
 */
export function sentBin(id: string): { bin: SentBin } | undefined {
  if (!kept?.data || !kept.html || kept.path !== `/bins/${id}`) return undefined
  try {
    const data = JSON.parse(kept.data) as Record<string, unknown>
    const owner = data.owner as Record<string, unknown> | undefined
    const fields = [data.id, data.title, data.content, data.language, owner?.id]
    if (data.id !== id || !fields.every((field) => typeof field === 'string')) return undefined
    if (typeof data.version !== 'number') return undefined
    return {
      bin: {
        id,
        version: data.version,
        title: data.title as string,
        content: data.content as string,
        language: data.language as string,
        ownerId: owner?.id as string,
      },
    }
  } catch {
    return undefined
  }
}
