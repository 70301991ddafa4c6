import type { RunningEmulators } from '@one/emulators/standalone'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

let browsers = 0

/**
 * The cookies a browser would hold for the site, kept across injected requests. Each browser signs in
 * from an address of its own, so the sign-in rate limit counts browsers apart, as it would machines.
 */
export class CookieJar {
  private cookies = new Map<string, string>()
  readonly address = `10.77.${Math.floor(++browsers / 250)}.${(browsers % 250) + 1}`

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
    SHOPIFY_AUTH_URL: emulators.urls.shopify.issuer,
  }
}

type ProviderName = 'github' | 'discord' | 'shopify'

/** Our redirect, asked by the browser of `jar`: gives the provider's authorize address it is sent to. */
export async function startSignIn(
  app: FastifyInstance,
  jar: CookieJar,
  provider: ProviderName,
  { next, prefix = '/api' }: { next?: string; prefix?: string } = {},
): Promise<URL> {
  const query = next ? `?next=${encodeURIComponent(next)}` : ''
  const start = jar.take(
    await app.inject({
      url: `${prefix}/auth/${provider}/redirect${query}`,
      headers: jar.header(),
      remoteAddress: jar.address,
    }),
  )
  if (start.statusCode !== 302) throw new Error(`redirect answered ${start.statusCode}: ${start.body}`)
  return new URL(start.headers.location as string)
}

/**
 * The user at the provider: the emulator's form, answered. Gives the path of our callback the
 * provider sends the browser back to, not yet opened. `inApp`: the emulators are the ones mounted in
 * that app (ONE_EMULATORS=on), asked through inject.
 */
export async function authorizeAt(
  authorize: URL,
  username: string,
  { action = 'authorize', inApp }: { action?: 'authorize' | 'cancel'; inApp?: FastifyInstance } = {},
): Promise<string> {
  const form = new URLSearchParams(authorize.searchParams)
  form.set('username', username)
  form.set('action', action)
  const location = inApp
    ? (
        await inApp.inject({
          method: 'POST',
          url: authorize.pathname,
          headers: { host: authorize.host, 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        })
      ).headers.location
    : (
        await fetch(`${authorize.origin}${authorize.pathname}`, {
          method: 'POST',
          body: form,
          redirect: 'manual',
        })
      ).headers.get('location')
  if (!location) throw new Error(`the emulator answered without a redirect`)
  const callback = new URL(location as string)
  return `${callback.pathname}${callback.search}`
}

/** Opens our callback in the browser of `jar`. */
export async function openCallback(app: FastifyInstance, jar: CookieJar, callbackPath: string) {
  return jar.take(await app.inject({ url: callbackPath, headers: jar.header(), remoteAddress: jar.address }))
}

/** Walks a sign-in as a browser would: our redirect, the emulator's form, and back to our callback. */
export async function signInThrough(
  app: FastifyInstance,
  jar: CookieJar,
  provider: ProviderName,
  username: string,
  {
    next,
    action = 'authorize',
    emulatorsInApp = false,
    prefix,
  }: { next?: string; action?: 'authorize' | 'cancel'; emulatorsInApp?: boolean; prefix?: string } = {},
) {
  const authorize = await startSignIn(app, jar, provider, { next, prefix })
  const callbackPath = await authorizeAt(authorize, username, {
    action,
    ...(emulatorsInApp ? { inApp: app } : {}),
  })
  const response = await openCallback(app, jar, callbackPath)
  return { response, callbackPath, authorize }
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
