/** Query keys of the activity feed: everything under `all`, so a sign-out forgets it in one call. */
export const activityKeys = {
  all: ['activity'] as const,
  feed: ['activity', 'feed'] as const,
}
