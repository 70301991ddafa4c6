import { type ProviderId, providerLabels, type User } from '@one/contract/auth'

export const providerColors: Record<ProviderId, string> = {
  github: '#2a2a2a',
  discord: '#5865F2',
  shopify: '#5b8a3c',
}

/** FACTS 3.5: 'Login with X' signed out, 'Connected to X' when linked, 'Connect X' otherwise. */
export function providerButtonText(provider: ProviderId, user: User | null): string {
  const label = providerLabels[provider]
  if (!user) return `Login with ${label}`
  return user.identities.some((i) => i.provider === provider) ? `Connected to ${label}` : `Connect ${label}`
}
