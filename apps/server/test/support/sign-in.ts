import type { RunningEmulators } from '@one/emulators/standalone'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/** The cookies a browser would hold for the site, kept across injected requests. */
export class CookieJar {
  private cookies = new Map<string, string>()

  take(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string
      value: string
      maxAge?: number
      expires?: Date
    }[]) {
      const gone = cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())
      if (gone) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    return response
  }

  get(name: string) {
    return this.cookies.get(name)
  }

  header(): Record<string, string> {
    if (this.cookies.size === 0) return {}
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
  }
}

/** Env pointing the server at emulators that run on their own (real credentials mode). */
export function emulatorEnv(emulators: RunningEmulators): Record<string, string> {
  const base = `${emulators.origin}/_emulators`
  return {
    ONE_EMULATORS: 'off',
    GITHUB_CLIENT_ID: 'gh-client',
    GITHUB_CLIENT_SECRET: 'gh-secret',
    GITHUB_OAUTH_URL: `${base}/github`,
    GITHUB_API_URL: `${base}/github/api`,
    DISCORD_CLIENT_ID: 'dc-client',
    DISCORD_CLIENT_SECRET: 'dc-secret',
    DISCORD_URL: `${base}/discord`,
    SHOPIFY_CLIENT_ID: 'sh-client',
    SHOPIFY_CLIENT_SECRET: 'sh-secret',
    SHOPIFY_AUTH_URL: `${base}/shopify/authentication`,
  }
}

/** Walks a sign-in as a browser would: our redirect, the emulator's form, and back to our callback. */
export async function signInThrough(
  app: FastifyInstance,
  jar: CookieJar,
  provider: 'github' | 'discord' | 'shopify',
  username: string,
  { next, action = 'authorize' }: { next?: string; action?: 'authorize' | 'cancel' } = {},
) {
  const query = next ? `?next=${encodeURIComponent(next)}` : ''
  const start = jar.take(
    await app.inject({ url: `/api/auth/${provider}/redirect${query}`, headers: jar.header() }),
  )
  if (start.statusCode !== 302) throw new Error(`redirect answered ${start.statusCode}: ${start.body}`)
  const authorize = new URL(start.headers.location as string)
  const form = new URLSearchParams(authorize.searchParams)
  form.set('username', username)
  form.set('action', action)
  const answer = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  const callback = new URL(answer.headers.get('location') as string)
  const response = jar.take(
    await app.inject({ url: `${callback.pathname}${callback.search}`, headers: jar.header() }),
  )
  return { response, callbackPath: `${callback.pathname}${callback.search}`, authorize }
}

/** The auth-response the popup page would post to its opener. */
export function popupMessage(response: LightMyRequestResponse) {
  const match = response.body.match(/<script type="application\/json" id="auth-result">(.*?)<\/script>/s)
  if (!match) throw new Error(`not a popup page: ${response.body.slice(0, 200)}`)
  return JSON.parse(match[1]!) as {
    message: {
      type: string
      status: 'success' | 'error'
      message?: string
      body?: {
        user: { id: string; name: string; isAdmin: boolean; identities: { provider: string }[] }
        access: string[]
      }
    }
    origins: string[]
    home: string
  }
}
