import type { McpOauth } from '../mcp-oauth/mcp-oauth.ts'

const HOUR_MS = 60 * 60 * 1000

type Log = { info(object: object, message: string): void; warn(object: object, message: string): void }

/**
 * Deletes the MCP sign-in's lapsed records now and then every hour: spent tokens and codes, old
 * interactions, and registrations no person let in within a day (decision 0016). Gives the function
 * that stops it.
 */
export function startMcpOauthPruning(
  mcpOauth: Pick<McpOauth, 'pruneLapsed'>,
  log: Log,
  { everyMs = HOUR_MS, now = Date.now }: { everyMs?: number; now?: () => number } = {},
): () => void {
  const prune = async () => {
    try {
      const count = await mcpOauth.pruneLapsed(new Date(now()))
      if (count > 0) log.info({ count }, 'lapsed MCP sign-in records deleted')
    } catch (error) {
      log.warn({ err: error }, 'lapsed MCP sign-in records could not be deleted; trying again later')
    }
  }
  void prune()
  const timer = setInterval(prune, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
