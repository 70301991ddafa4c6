import { z } from 'zod'
import { ConfigError, credentials } from './variables.ts'

export const shopifyVariables = {
  SHOPIFY_CLIENT_ID: z.string().optional(),
  SHOPIFY_CLIENT_SECRET: z.string().optional(),
  SHOPIFY_AUTH_URL: z.url().optional(),
}

type Env = z.infer<z.ZodObject<typeof shopifyVariables>>

export function readShopify(e: Env) {
  const shopify = {
    credentials: credentials(e.SHOPIFY_CLIENT_ID, e.SHOPIFY_CLIENT_SECRET),
    authUrl: e.SHOPIFY_AUTH_URL?.replace(/\/+$/, ''),
  }
  if (shopify.credentials && !shopify.authUrl) {
    throw new ConfigError('Invalid environment variable SHOPIFY_AUTH_URL: required with SHOPIFY_CLIENT_ID')
  }
  return shopify
}
