import type { MouseEvent } from 'react'
import { linkTarget } from './content-links.ts'
import { contentLinkProps } from './link-attributes.ts'
import { useOpenLink } from './use-open-link.ts'

type Click = (event: MouseEvent) => void

/** A content link's `<a>`: its address, attributes and click. */
export type ContentLinkProps = { href: string; onClick: Click; [attribute: string]: string | Click }

/**
 * Props for a real `<a>` to a banner link or notification action, with the record's harmless
 * attributes spread on it. `onFollow` runs on every click (mark read, start the cooldown); an http(s)
 * address is then left to the browser (a new tab), an in-app one is followed inside the app.
 */
export function useContentLink() {
  const openLink = useOpenLink()
  return (link: string, attributes: unknown, onFollow?: () => void): ContentLinkProps => ({
    ...contentLinkProps(link, attributes),
    onClick(event) {
      // The banner bar opens its link on any click too; this one is the same choice, made once.
      event.stopPropagation()
      onFollow?.()
      if (linkTarget(link).kind === 'external') return
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      openLink(link)
    },
  })
}
