/** The subscription's query key; a sign-out forgets it with every query of the user's (lib/query-client.tsx). */
export const membershipKeys = {
  info: ['membership', 'info'] as const,
}
