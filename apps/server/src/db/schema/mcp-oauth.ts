import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { users } from './users.ts'

/**
 * What the MCP sign-in's authorization server (oidc-provider) keeps: registered clients, grants,
 * interactions, codes, access and refresh tokens, one row each, in the database so every instance
 * sees them. A row is found by the SHA-256 of its id (for tokens the id is the token itself), so a
 * leaked table holds no usable token.
 */
export const mcpOauthRecords = pgTable(
  'mcp_oauth_records',
  {
    /** oidc-provider's model name: Client, Grant, Interaction, AuthorizationCode, AccessToken, ... */
    model: text('model').notNull(),
    idHash: text('id_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The grant a code or token was issued under: revoking the grant drops them all at once. */
    grantId: text('grant_id'),
    /** The user a grant or token acts for. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    uid: text('uid'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.idHash] }),
    index('mcp_oauth_records_grant').on(t.grantId),
    index('mcp_oauth_records_user').on(t.userId, t.model),
    index('mcp_oauth_records_uid').on(t.uid),
    index('mcp_oauth_records_expires').on(t.expiresAt),
  ],
)
