import { z } from 'zod'

/** Shapes of environment variables that more than one slice uses. */
export const flag = z.enum(['on', 'off'])

export const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`
  return z.coerce
    .number({ error: message })
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: message })
}

export const baseUrl = (fallback: string) =>
  z
    .url()
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''))

export type ProviderCredentials = { clientId: string; clientSecret: string } | undefined

export function credentials(id: string | undefined, secret: string | undefined): ProviderCredentials {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined
}

/** A problem with one variable: the message names it, so boot can stop with one clear line. */
export class ConfigError extends Error {}
