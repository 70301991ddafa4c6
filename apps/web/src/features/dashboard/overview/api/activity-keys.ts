/** The activity feed's query key; a sign-out forgets it with every query of the user's (lib/query-client.tsx). */
export const activityKeys = {
  feed: ['activity', 'feed'] as const,
}
