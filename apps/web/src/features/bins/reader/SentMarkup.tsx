import type { Ref } from 'react'

/**
 * The server's markup of a bin's page, as it arrived. React neither checks nor touches markup set as
 * inner HTML, so it stays exactly as the browser drew it.
 */
export function SentMarkup({ html, ref }: { html: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's escaped markup of this bin, read back from the page as it arrived, never from input
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
