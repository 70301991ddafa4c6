import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig, runtimeConfig } from '@one/contract/runtime-config'

const fallback: RuntimeConfig = { apiBase: '/api', siteId: 'vbin' }

/** The server's /config.js sets this before the app starts; without it (a bare dev server) the API is /api. */
export function readRuntimeConfig(scope: Record<string, unknown> = window as never): RuntimeConfig {
  const parsed = runtimeConfig.safeParse(scope[RUNTIME_CONFIG_GLOBAL])
  if (!parsed.success) return fallback
  return { ...parsed.data, apiBase: parsed.data.apiBase.replace(/\/+$/, '') }
}

export const config = readRuntimeConfig()

/** The origin the API answers from: the only origin the sign-in popup's messages are accepted from. */
export function apiOrigin(apiBase = config.apiBase, here = window.location.href): string {
  return new URL(apiBase, here).origin
}
