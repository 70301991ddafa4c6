/** The downloads' query key; a sign-out forgets it with every query of the user's (lib/forget-on-sign-out.ts). */
export const downloadKeys = {
  list: ['downloads', 'list'] as const,
}
