import { type EmulatedUser, stableDigits } from './identity.ts'

/**
 * GET /users/@me as Discord answers a user's token: `email` and `verified` come with the `email`
 * scope only (FACTS 14).
 */
export function discordUser(user: EmulatedUser, scope: string) {
  return {
    id: stableDigits(user, 18),
    username: user.username,
    discriminator: '0',
    global_name: user.username,
    avatar: null,
    banner: null,
    accent_color: null,
    locale: 'en-US',
    mfa_enabled: false,
    premium_type: 0,
    flags: 0,
    public_flags: 0,
    ...(scope.split(' ').includes('email') ? { email: user.email, verified: true } : {}),
  }
}
