/**
 * The dialogs the `one` query parameter opens (spec section 2). Each feature registers the dialog of
 * its id; an id no feature has registered yet opens nothing.
 */
export const dialogIds = [
  'settings',
  'subscribe',
  'status',
  'bins',
  'notifications',
  'sponsorships',
  'downloads',
  'api-key',
] as const
export type DialogId = (typeof dialogIds)[number]

export function isDialogId(value: string): value is DialogId {
  return (dialogIds as readonly string[]).includes(value)
}
