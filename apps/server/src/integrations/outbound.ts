/**
 * The longest any single call to a third party (a sign-in provider, Stripe, GitHub, Discord, SendOwl)
 * may take. A remote that is down or stalled makes its own action fail with a message; it never holds
 * a request, or the server's connections, for longer.
 */
export const OUTBOUND_TIMEOUT_MS = 4_000
