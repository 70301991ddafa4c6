import type { ProviderId, User } from '@one/contract/auth'

export const providerLook: Record<ProviderId, { label: string; color: string }> = {
  github: { label: 'GitHub', color: '#2a2a2a' },
  discord: { label: 'Discord', color: '#5865F2' },
  shopify: { label: 'Shopify', color: '#5b8a3c' },
}

export const providerOrder: ProviderId[] = ['github', 'discord', 'shopify']

/** FACTS 3.5: 'Login with X' signed out, 'Connected to X' when linked, 'Connect X' otherwise. */
export function providerButtonText(provider: ProviderId, user: User | null): string {
  const { label } = providerLook[provider]
  if (!user) return `Login with ${label}`
  return user.identities.some((i) => i.provider === provider) ? `Connected to ${label}` : `Connect ${label}`
}
