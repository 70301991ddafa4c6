import { PAGE_PREVIEW_ELEMENT_ID } from '@one/contract/runtime-config'

// The element holding the server's markup of the first page as the browser parsed it: the page's own
// preview element at first, then whichever element last adopted the markup. Moved, never parsed again:
// a second parse (and its styles and layout) of a bin's highlighted code costs a phone a long task
// (docs/decisions/0017).
let holder: HTMLElement | null =
  typeof document === 'undefined' ? null : document.getElementById(PAGE_PREVIEW_ELEMENT_ID)

/**
 * A ref for the element that shows the server's markup from now on: the nodes the browser drew move
 * into it, before the next paint (a ref is set in the commit), so nothing is redrawn or shifted.
 */
export function adoptSentMarkup(element: HTMLElement | null) {
  if (!element || !holder || element === holder) return
  element.append(...holder.childNodes)
  holder = element
}

/** An element of the server's markup, wherever it is held now. */
export function sentMarkupElement(selector: string): HTMLElement | null {
  return holder?.querySelector<HTMLElement>(selector) ?? null
}
