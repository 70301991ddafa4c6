import { type ProviderId, providerId } from '@one/contract/auth'

const KEY = 'vuetify@lastLoginProvider'

/** The provider last used to sign in (FACTS 3.4): never cleared, not even by logout. */
export function readLastProvider(): ProviderId | undefined {
  const parsed = providerId.safeParse(localStorage.getItem(KEY))
  return parsed.success ? parsed.data : undefined
}

export function rememberLastProvider(provider: ProviderId): void {
  localStorage.setItem(KEY, provider)
}
