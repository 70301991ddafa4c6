import { z } from 'zod'
import { baseUrl, credentials } from './variables.ts'

export const githubVariables = {
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_OAUTH_URL: baseUrl('https://github.com'),
  GITHUB_API_URL: baseUrl('https://api.github.com'),
}

type Env = z.infer<z.ZodObject<typeof githubVariables>>

export function readGithub(e: Env) {
  return {
    credentials: credentials(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
    oauthUrl: e.GITHUB_OAUTH_URL,
    apiUrl: e.GITHUB_API_URL,
  }
}
