import type { ApiKeyToken } from '@one/contract/api-key'
import type { ApiKeyRow } from './api-key-store.ts'

/** The token table's row: the masked key only; the whole key is never read back. */
export function toApiKeyToken(row: ApiKeyRow): ApiKeyToken {
  return {
    id: row.id,
    apiKey: row.masked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }
}
