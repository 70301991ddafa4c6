import { type ProviderId, providerIds, providerLabels } from '@one/contract/auth'
import { z } from 'zod'

// GitHub and Discord number their accounts; Shopify's customer ids are opaque strings.
const numericIds: ReadonlySet<ProviderId> = new Set(['github', 'discord'])

/**
 * `provider:account id` pairs. The id is the provider's own user id, never a login name: names can be
 * renamed and then taken by someone else, and a Shopify "handle" is only the local part of an e-mail.
 */
export const adminList = z
  .string()
  .default('')
  .transform((list, ctx) => {
    const admins = new Set<string>()
    const items = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    for (const item of items) {
      const colon = item.indexOf(':')
      const provider = item.slice(0, colon).toLowerCase() as ProviderId
      const id = item.slice(colon + 1).trim()
      const problem =
        colon < 0 || !providerIds.includes(provider) || !id
          ? `"${item}" is not provider:account id (github, discord or shopify, e.g. github:583231)`
          : numericIds.has(provider) && !/^\d+$/.test(id)
            ? `"${item}" names a login, not an account: use the ${providerLabels[provider]} user's numeric id (e.g. ${provider}:583231), which cannot be renamed or taken over`
            : undefined
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem })
        return z.NEVER
      }
      admins.add(`${provider}:${id}`)
    }
    return admins
  })
