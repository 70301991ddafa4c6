import { z } from 'zod'
import { baseUrl, credentials } from './variables.ts'

export const discordVariables = {
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  DISCORD_URL: baseUrl('https://discord.com'),
}

type Env = z.infer<z.ZodObject<typeof discordVariables>>

export function readDiscord(e: Env) {
  return { credentials: credentials(e.DISCORD_CLIENT_ID, e.DISCORD_CLIENT_SECRET), url: e.DISCORD_URL }
}
