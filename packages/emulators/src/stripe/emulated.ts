import type Stripe from 'stripe'

/**
 * A Stripe object as the emulator writes it: only keys the pinned SDK's type has, each of that key's
 * type; keys One never reads may be left out. `satisfies Emulated<Stripe.X>` makes an extra key or a
 * wrong kind a type error.
 */
export type Emulated<T> = T extends readonly (infer U)[]
  ? Emulated<U>[]
  : T extends object
    ? { [K in keyof T]?: Emulated<T[K]> }
    : T

/** The API version the emulator's objects and events are written in: the pinned SDK's own (FACTS 14). */
export const API_VERSION = '2026-10-28.endive' satisfies typeof Stripe.API_VERSION
