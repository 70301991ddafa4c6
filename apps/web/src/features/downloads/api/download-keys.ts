/** Query keys of the downloads: everything under `all`, so a sign-out forgets them in one call. */
export const downloadKeys = {
  all: ['downloads'] as const,
  list: ['downloads', 'list'] as const,
}
