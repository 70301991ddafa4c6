import { z } from 'zod/mini'

/**
 * What the server tells the single-page app at run time (served as /config.js), so one build of the
 * app serves any deployment, including an API on another host of the same parent domain.
 */
export const runtimeConfig = z.object({
  /** Base of every call in spec section 7: '/api' on the same origin, or an absolute URL. */
  apiBase: z.string(),
  /** Site id of this product in the ecosystem (spec section 7: vbin). */
  siteId: z.string(),
})
export type RuntimeConfig = z.infer<typeof runtimeConfig>

export const RUNTIME_CONFIG_GLOBAL = '__ONE_CONFIG__'
