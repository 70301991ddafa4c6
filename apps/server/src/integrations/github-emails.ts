import { z } from 'zod'
import { RemoteError, remoteJson } from './remote-json.ts'

const emails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() })).max(1000)

/**
 * The user's primary address when GitHub has verified it, from GET /user/emails (scope `user:email`):
 * GET /user shows only a public address (FACTS 14). None verified is no address, not a failure; nor is
 * a token GitHub does not let read the list (404 without the scope, 403 for an app).
 */
export async function githubPrimaryEmail(
  apiUrl: string,
  accessToken: string,
  { userAgent, signal }: { userAgent: string; signal: AbortSignal },
): Promise<string | undefined> {
  const { status, body } = await remoteJson(
    'GitHub',
    `${apiUrl}/user/emails`,
    {
      headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${accessToken}` },
      signal,
      userAgent,
    },
    (code) => code === 200 || code === 403 || code === 404,
  )
  if (status !== 200) return undefined
  const parsed = emails.safeParse(body)
  if (!parsed.success) throw new RemoteError('GitHub', status, 'listed emails in an unexpected shape')
  return parsed.data.find((entry) => entry.primary && entry.verified)?.email
}
