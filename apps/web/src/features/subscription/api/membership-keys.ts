/** Query keys of the subscription: everything under `all`, so a sign-out forgets it in one call. */
export const membershipKeys = {
  all: ['membership'] as const,
  info: ['membership', 'info'] as const,
}
