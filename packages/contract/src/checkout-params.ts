// Apart from membership.ts, so the app's first screen reads this name without the membership's schemas.

/** The parameter a paid checkout comes back with (spec section 2): the site adds it, never the caller. */
export const CHECKOUT_SESSION_PARAM = 'session_id'
