import type { ProviderId } from '@one/contract/auth'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { identities, users } from '../db/schema.ts'
import { HttpError } from '../http/errors.ts'
import type { Profile } from './providers.ts'

const labels: Record<ProviderId, string> = { github: 'GitHub', discord: 'Discord', shopify: 'Shopify' }

/**
 * Who a provider's profile belongs to. Signing in with a known identity gives its user; an unknown
 * one makes a new user, or, when `linkTo` is a signed-in user, is linked to that user. An identity
 * already linked to someone else is refused and nothing changes.
 */
export async function userForProfile(
  db: Db,
  provider: ProviderId,
  profile: Profile,
  linkTo: string | undefined,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, provider), eq(identities.providerUserId, profile.providerUserId)))

    if (known) {
      if (linkTo && known.userId !== linkTo) {
        throw new HttpError(
          409,
          'identity_taken',
          `This ${labels[provider]} account is already linked to another user. Sign in with it to use that account.`,
        )
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
        throw new HttpError(
          409,
          'provider_already_linked',
          `Your account is already connected to another ${labels[provider]} account.`,
        )
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
    if (linkTo && profile.picture) {
      // A user who signed up without a picture (Shopify) takes the first one a provider offers.
      await tx
        .update(users)
        .set({ picture: profile.picture })
        .where(and(eq(users.id, userId), eq(users.picture, '')))
    }
    return userId
  })
}

/** Logging out of one provider unlinks it; the last identity cannot go (that is a full logout). */
export async function unlinkProvider(
  db: Db,
  userId: string,
  provider: ProviderId,
): Promise<'unlinked' | 'last'> {
  return db.transaction(async (tx) => {
    const linked = await tx.select().from(identities).where(eq(identities.userId, userId))
    if (!linked.some((i) => i.provider === provider)) {
      throw new HttpError(404, 'not_linked', `Your account is not connected to ${labels[provider]}.`)
    }
    if (linked.length === 1) return 'last'
    await tx.delete(identities).where(and(eq(identities.userId, userId), eq(identities.provider, provider)))
    return 'unlinked'
  })
}
