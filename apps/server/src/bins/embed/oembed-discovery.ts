import { apiPublicUrl } from '../../auth/addresses.ts'
import type { Config } from '../../config.ts'
import { escapeHtml } from '../../html.ts'
import type { PagePreview } from '../bin-page.ts'

/**
 * The `<link>` by which chat tools and blogs find a bin page's oEmbed answer (oEmbed's discovery): at
 * the API's public address, for the page's address on the site's own, both from the configuration.
 */
export function oembedDiscoveryLink(config: Config, id: string, title: string): string {
  const page = `${config.publicUrl}/bins/${encodeURIComponent(id)}`
  const href = `${apiPublicUrl(config)}/oembed?url=${encodeURIComponent(page)}&format=json`
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}" title="${escapeHtml(title)}">`
}

/** A shared bin's page preview with its discovery link in the head; the page of any other has none. */
export function withOembedDiscovery(
  preview: PagePreview | undefined,
  id: string,
  config: Config,
): PagePreview | undefined {
  return preview && { ...preview, head: oembedDiscoveryLink(config, id, preview.title) }
}
