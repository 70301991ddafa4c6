import type { Profile, Provider } from '../integrations/oauth-provider.ts'
import { OUTBOUND_TIMEOUT_MS } from '../integrations/outbound.ts'
import { remoteJson } from '../integrations/remote-json.ts'

/**
 * Who signed in, read at the provider with the token it gave: the profile, and when it shows no
 * address, the verified one the provider keeps elsewhere (GitHub's private addresses, FACTS 14).
 */
export async function profileAtProvider(
  provider: Provider,
  accessToken: string,
  userAgent: string,
): Promise<Profile> {
  const signal = AbortSignal.timeout(OUTBOUND_TIMEOUT_MS)
  const { body } = await remoteJson(provider.label, provider.profileUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal,
    userAgent,
  })
  const profile = provider.readProfile(body)
  if (profile.emails.length > 0 || !provider.privateEmail) return profile
  const email = await provider.privateEmail(accessToken, { userAgent, signal })
  return email ? { ...profile, emails: [email] } : profile
}
