import { linkTarget } from './content-links.ts'

// The contract refuses anything else on the way in; the app checks again because a record may come
// from an older server or a database edited by hand, and what it spreads ends up in every visitor's page.
const HARMLESS = /^(?:data-[a-z0-9-]{1,40}|aria-[a-z]{1,30}|rel|target|title)$/
const TARGET = /^(?:_blank|_self|_parent|_top)$/

/**
 * The metadata `attributes` a banner link or notification action may carry (FACTS 7.2-7.3): data-*,
 * aria-*, rel, target and title with string values. Event handlers, href, style, src and anything else
 * that could run script or restyle the page are dropped.
 */
export function harmlessAttributes(attributes: unknown): Record<string, string> {
  if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes)) return {}
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value !== 'string' || !HARMLESS.test(name)) continue
    if (name === 'target' && !TARGET.test(value)) continue
    kept[name] = value
  }
  return kept
}

/**
 * What an `<a>` for a content link holds: its address, a new tab for http(s) addresses (never able to
 * reach back to this page, whatever `rel` the record gives), and the harmless attributes.
 */
export function contentLinkProps(
  link: string,
  attributes: unknown,
): { href: string } & Record<string, string> {
  const target = linkTarget(link)
  const extra = harmlessAttributes(attributes)
  if (target.kind === 'external') {
    const rel = new Set([...(extra.rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])
    return { target: '_blank', ...extra, rel: [...rel].join(' '), href: target.href }
  }
  const { target: _ignored, ...inApp } = extra
  return { ...inApp, href: link }
}
