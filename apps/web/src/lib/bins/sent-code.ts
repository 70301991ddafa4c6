import { PAGE_PREVIEW_ELEMENT_ID } from '@one/contract/runtime-config'

// A public bin's code as the server highlighted it, for a reader: adopted as it is, so a reader's page
// never loads a parser (docs/decisions/0021). Read when the bin page's chunk is evaluated, while the preview is still on screen.
const sentCode =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLElement>(`#${PAGE_PREVIEW_ELEMENT_ID} .bin-code[data-bin]`)
const sentCodeFor = sentCode && {
  id: sentCode.dataset.bin,
  version: Number(sentCode.dataset.version),
  html: sentCode.innerHTML,
}

/** The markup of this bin version's code that the server sent with the page, if it did. */
export function codeSentWithThePage(id: string, version: number): string | undefined {
  return sentCodeFor?.id === id && sentCodeFor.version === version ? sentCodeFor.html : undefined
}
