import { type Identity, type ProviderId, providerIds, providerLabels } from '@one/contract/auth'

export type IdentityRow = {
  provider: ProviderId
  label: string
  /** The linked account there, if any. */
  identity: Identity | undefined
  /** Why Disconnect is not offered, when it is not. */
  keep: string | undefined
}

export const LAST_IDENTITY =
  'You sign in with this account only. Connect another one before disconnecting it, or delete your account below.'

/** Each provider with the user's account there; the last linked one cannot be disconnected. */
export function identityRows(identities: Identity[]): IdentityRow[] {
  return providerIds.map((provider) => {
    const identity = identities.find((linked) => linked.provider === provider)
    const last = identity !== undefined && identities.length === 1
    return { provider, label: providerLabels[provider], identity, keep: last ? LAST_IDENTITY : undefined }
  })
}
