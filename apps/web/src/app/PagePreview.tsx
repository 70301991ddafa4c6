import { PAGE_PREVIEW_ELEMENT_ID } from '@one/contract/runtime-config'
import { useLocation } from 'react-router'
import { previewHtmlFor } from '../lib/sent-preview.ts'

/**
 * The server's preview of the first page, on screen until the page's own code has drawn it. React
 * neither checks nor touches markup set as inner HTML, so hydration keeps it as the server sent it.
 */
export function PagePreview() {
  const { pathname } = useLocation()
  const html = previewHtmlFor(pathname)
  return (
    <div
      id={PAGE_PREVIEW_ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup the server escaped and the browser already shows, read back from the page as it arrived, never from input
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  )
}
