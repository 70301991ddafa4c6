import { PAGE_PREVIEW_ELEMENT_ID } from '@one/contract/runtime-config'
import { useLocation } from 'react-router'

// What the server put in the page for the address it was asked for (a shared bin's title and text),
// read before React takes the page over. The prerender has no document: its preview is empty.
const kept =
  typeof document === 'undefined'
    ? undefined
    : {
        path: window.location.pathname,
        html: document.getElementById(PAGE_PREVIEW_ELEMENT_ID)?.innerHTML ?? '',
      }

/**
 * The server's preview of the first page, on screen until the page's own code has drawn it. React
 * neither checks nor touches markup set as inner HTML, so hydration keeps it as the server sent it.
 */
export function PagePreview() {
  const { pathname } = useLocation()
  const html = kept?.path === pathname ? kept.html : ''
  return (
    <div
      id={PAGE_PREVIEW_ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup the server escaped and the browser already shows, read back from the page as it arrived, never from input
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  )
}
