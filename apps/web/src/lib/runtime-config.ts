import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig, runtimeConfig } from '@one/contract/runtime-config'

const fallback: RuntimeConfig = { apiBase: '/api', siteId: 'vbin' }

/**
 * The server writes the configuration into the page's JSON element before sending it; a bare dev server
 * or a test leaves the element empty or absent, and then the API is /api.
 */
export function readRuntimeConfig(
  page: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): RuntimeConfig {
  const text = page?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent
  if (!text) return fallback
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return fallback
  }
  const parsed = runtimeConfig.safeParse(json)
  if (!parsed.success) return fallback
  return { ...parsed.data, apiBase: parsed.data.apiBase.replace(/\/+$/, '') }
}

export const config = readRuntimeConfig()

/** The origin the API answers from: the only origin the sign-in popup's messages are accepted from. */
export function apiOrigin(apiBase = config.apiBase, here = window.location.href): string {
  return new URL(apiBase, here).origin
}
