/** The subscription's query key; a sign-out forgets it with every query of the user's (lib/forget-on-sign-out.ts). */
export const membershipKeys = {
  info: ['membership', 'info'] as const,
}
