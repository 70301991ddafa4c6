import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'one_'

/** Spec section 5: the table shows the first 6 and the last 6 characters. */
export const API_KEY_SHOWN = 6

/** FACTS section 8: empty for no key, else the first 6 characters, three dots, the last 6. */
export function maskApiKey(key: string): string {
  if (key === '') return ''
  return `${key.slice(0, API_KEY_SHOWN)}...${key.slice(-API_KEY_SHOWN)}`
}

/**
 * Spec section 3: the user's API key as the server keeps it. `apiKey` is always the masked form;
 * the whole key is only ever in the answer that generated it.
 */
export const apiKeyToken = z.object({
  id: z.string(),
  apiKey: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Spec section 9: written at most once in 10 minutes per key, so it can be that much behind. */
  lastUsedAt: z.nullable(z.string()),
})
export type ApiKeyToken = z.infer<typeof apiKeyToken>

/**
 * GET /one/mcp/getToken: the key's record, flat, masked (FACTS 13: the spec's client keeps the answer
 * only when it has a top-level `apiKey`), or `{}` when the user has none.
 */
export const apiKeyTokenAnswer = z.union([apiKeyToken, z.strictObject({})])
export type ApiKeyTokenAnswer = z.infer<typeof apiKeyTokenAnswer>

/** Generate and regenerate: the same flat record with, this once, the whole key as `apiKey`. */
export const newApiKeyAnswer = apiKeyToken
export type NewApiKeyAnswer = z.infer<typeof newApiKeyAnswer>

/** The answer of getToken as the record it holds, or null for `{}`. */
export function tokenOf(answer: ApiKeyTokenAnswer): ApiKeyToken | null {
  return 'apiKey' in answer ? (answer as ApiKeyToken) : null
}

/** The MCP endpoint, relative to the API base (Streamable HTTP). */
export const MCP_PATH = '/mcp'

export const apiKeyEndpoints = endpoints('apiKey', {
  getToken: {
    method: 'GET',
    path: '/one/mcp/getToken',
    summary: "The subscriber's API key, masked to its first and last 6 characters, with its dates",
    response: apiKeyTokenAnswer,
  },
  // Spec section 7 and FACTS 13: a GET, taken only from the site's or a listed origin (it makes a secret).
  generate: {
    method: 'GET',
    path: '/one/mcp/generate',
    summary:
      "Create the subscriber's API key when they have none; the whole key is in this answer only. Only from the site's or a listed origin (Origin, or Sec-Fetch-Site same-origin/same-site)",
    response: newApiKeyAnswer,
    status: 201,
  },
  generateByPost: {
    method: 'POST',
    path: '/one/mcp/generate',
    summary: 'The same as the GET: create the key when there is none',
    response: newApiKeyAnswer,
    status: 201,
  },
  regenerate: {
    method: 'POST',
    path: '/one/mcp/regenerate',
    summary: "Replace the subscriber's API key; the old one stops working at once",
    response: newApiKeyAnswer,
    status: 201,
  },
})
