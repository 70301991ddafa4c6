import { site } from '../../lib/site.ts'

/** What a subscriber-only option says to everyone else (spec section 5). */
export const UNLOCK_TEXT = `Unlock with ${site.product}`
