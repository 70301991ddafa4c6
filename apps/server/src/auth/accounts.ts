import { providerLabels as labels, type ProviderId } from '@one/contract/auth'
import { signInErrorText } from '@one/contract/sign-in-errors'
import { and, eq } from 'drizzle-orm'
import { recordActivity } from '../activity/record-activity.ts'
import { AppError } from '../app-error.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { identities } from '../db/schema/auth.ts'
import { users } from '../db/schema/users.ts'
import type { Profile } from '../integrations/oauth-provider.ts'

type Deps = { db: Db; changes: Changes }

/**
 * Who a provider's profile belongs to. Signing in with a known identity gives its user; an unknown
 * one makes a new user, or, when `linkTo` is a signed-in user, is linked to that user (and the link
 * written to their feed with it). An identity already linked to someone else is refused and nothing
 * changes.
 */
export async function userForProfile(
  { db, changes }: Deps,
  provider: ProviderId,
  profile: Profile,
  linkTo: string | undefined,
): Promise<string> {
  const userId = await db.transaction(async (tx) => {
    const [known] = await tx
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, provider), eq(identities.providerUserId, profile.providerUserId)))

    if (known) {
      if (linkTo && known.userId !== linkTo) {
        throw new AppError('identity_taken', signInErrorText('identity_taken', provider))
      }
      await tx
        .update(identities)
        .set({ handle: profile.handle, emails: profile.emails })
        .where(and(eq(identities.provider, provider), eq(identities.providerUserId, profile.providerUserId)))
      return known.userId
    }

    if (linkTo) {
      const [existing] = await tx
        .select({ id: identities.id })
        .from(identities)
        .where(and(eq(identities.userId, linkTo), eq(identities.provider, provider)))
      if (existing) {
        throw new AppError('provider_already_linked', signInErrorText('provider_already_linked', provider))
      }
    }

    const userId =
      linkTo ??
      (
        await tx
          .insert(users)
          .values({ name: profile.name, picture: profile.picture })
          .returning({ id: users.id })
      )[0]!.id
    await tx.insert(identities).values({
      userId,
      provider,
      providerUserId: profile.providerUserId,
      handle: profile.handle,
      emails: profile.emails,
    })
    if (linkTo) await recordActivity(tx, userId, 'identity.linked', { provider })
    if (linkTo && profile.picture) {
      // A user who signed up without a picture (Shopify) takes the first one a provider offers.
      await tx
        .update(users)
        .set({ picture: profile.picture })
        .where(and(eq(users.id, userId), eq(users.picture, '')))
    }
    return userId
  })
  // Handles, emails and linked identities are part of the account (and admin rights hang on handles).
  await changes.publish({ kind: 'user', userId })
  return userId
}

/** Logging out of one provider unlinks it; the last identity cannot go (that is a full logout). */
export async function unlinkProvider(
  { db, changes }: Deps,
  userId: string,
  provider: ProviderId,
): Promise<'unlinked' | 'last'> {
  const result = await db.transaction(async (tx) => {
    const linked = await tx.select().from(identities).where(eq(identities.userId, userId))
    if (!linked.some((i) => i.provider === provider)) {
      throw new AppError('not_linked', `Your account is not connected to ${labels[provider]}.`)
    }
    if (linked.length === 1) return 'last'
    await tx.delete(identities).where(and(eq(identities.userId, userId), eq(identities.provider, provider)))
    await recordActivity(tx, userId, 'identity.unlinked', { provider })
    return 'unlinked' as const
  })
  if (result === 'unlinked') await changes.publish({ kind: 'user', userId })
  return result
}
