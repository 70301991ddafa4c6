/** The downloads' query key; a sign-out forgets it with every query of the user's (lib/query-client.tsx). */
export const downloadKeys = {
  list: ['downloads', 'list'] as const,
}
