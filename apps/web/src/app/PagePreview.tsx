import { PAGE_PREVIEW_ELEMENT_ID } from '@one/contract/runtime-config'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { adoptSentMarkup } from '../lib/sent-markup-nodes.ts'
import { previewHtmlFor } from '../lib/sent-preview.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

/**
 * The server's preview of the first page, on screen until the page's own code has drawn it. Hydrated,
 * it is the server's element, which React neither checks nor touches as inner HTML; mounted after
 * hydration (when the page's code is still on its way), it adopts the nodes the browser drew instead
 * of parsing the markup again.
 */
export function PagePreview() {
  const { pathname } = useLocation()
  const html = previewHtmlFor(pathname)
  const hydrated = useHydrated()
  // Fixed at mount: the markup of the element being hydrated, none for one mounted anew.
  const [markup] = useState(hydrated ? '' : html)
  return (
    <div
      id={PAGE_PREVIEW_ELEMENT_ID}
      ref={html ? adoptSentMarkup : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup the server escaped and the browser already shows, read back from the page as it arrived, never from input
      dangerouslySetInnerHTML={{ __html: markup }}
      suppressHydrationWarning
    />
  )
}
