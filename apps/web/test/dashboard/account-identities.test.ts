// docs/decisions/0020: the Account tab's linked accounts. Every provider has a row; the last linked
// account cannot be disconnected, and the row says why.
import type { Identity } from '@one/contract/auth'
import { describe, expect, it } from 'vitest'
import { identityRows, LAST_IDENTITY } from '../../src/features/dashboard/account/identity-rules.ts'

const linked = (provider: Identity['provider']): Identity => ({
  id: `${provider}-id`,
  provider,
  userId: `${provider}-user`,
  userHandle: `${provider}-handle`,
  emails: [],
  primary: provider === 'github',
})

describe('linked accounts on the Account tab (docs/decisions/0020)', () => {
  it('lists every provider, connected or not, by its name', () => {
    const rows = identityRows([linked('github'), linked('discord')])
    expect(rows.map((row) => [row.label, row.identity?.userHandle])).toEqual([
      ['GitHub', 'github-handle'],
      ['Discord', 'discord-handle'],
      ['Shopify', undefined],
    ])
    expect(rows.every((row) => row.keep === undefined)).toBe(true)
  })

  it('keeps the last linked account, saying why; the providers not linked can be connected', () => {
    const rows = identityRows([linked('discord')])
    expect(rows.map((row) => row.keep)).toEqual([undefined, LAST_IDENTITY, undefined])
  })
})
