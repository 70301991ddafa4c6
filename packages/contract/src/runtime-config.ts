import { z } from 'zod/mini'

/**
 * What the server tells the single-page app at run time (written into its HTML), so one build of the
 * app serves any deployment, including an API on another host of the same parent domain.
 */
export const runtimeConfig = z.object({
  /** Base of every call in spec section 7: '/api' on the same origin, or an absolute URL. */
  apiBase: z.string(),
  /** Site id of this product in the ecosystem (spec section 7: vbin). */
  siteId: z.string(),
  /** The local sign-in emulators are on: anyone can sign in as anyone, so the site says so. */
  localSignIn: z.optional(z.boolean()),
})
export type RuntimeConfig = z.infer<typeof runtimeConfig>

/**
 * The id of the `<script type="application/json">` element in the app's HTML that carries the run-time
 * configuration. The build leaves it empty; the server writes the configuration into it at start, so
 * the page needs no request before its first paint and the content security policy stays strict.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'one-config'

/**
 * The element of the app's HTML whose content the server may fill for one address before any script
 * runs (a shared bin's title and text), so the first paint shows the page itself. The app keeps that
 * content on screen until the page's own code has drawn it.
 */
export const PAGE_PREVIEW_ELEMENT_ID = 'page-preview'

/**
 * Where a preview's long part starts (a bin's text), inside the preview. The shell's first frame waits
 * until the browser reads this element's start (apps/web/scripts/prerender.mjs): the header and the
 * preview's own header are drawn together, and a long text is still seen arriving.
 */
export const PREVIEW_BODY_ELEMENT_ID = 'preview-body'

/**
 * The `<script type="application/json">` element in which the server sends a public bin's page the bin
 * itself (as `GET /one/bins/{id}` answers a guest), so the page draws it without asking again. Here,
 * beside the page's other elements, so reading it costs the first screen no schema.
 */
export const BIN_PAGE_DATA_ELEMENT_ID = 'one-bin'
