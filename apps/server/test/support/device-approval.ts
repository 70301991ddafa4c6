// The person's part of a device sign-in (RFC 8628), played with a site user's cookies: /activate, the
// code typed, the consent page answered. Used by the server's tests and the command line's.
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { CookieJar } from './sign-in.ts'

export function deviceBrowser(app: FastifyInstance, base: string, jar: CookieJar) {
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, form?: Record<string, string>) =>
    app
      .inject({
        method,
        url: url.replace(base, '').replace(/^http:\/\/localhost/, ''),
        headers: {
          ...jar.header(),
          ...(method === 'GET' ? {} : { origin: base }),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        payload: form ? new URLSearchParams(form).toString() : undefined,
        remoteAddress: jar.address,
      })
      .then((response) => jar.take(response))

  /** /activate's form, then the code typed into it: the provider's answer. */
  async function typeCode(userCode: string) {
    const form = await inject('GET', '/activate')
    expect(form.statusCode).toBe(200)
    expect(form.headers['content-type']).toContain('text/html')
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form.body)?.[1]
    expect(xsrf).toBeTruthy()
    return inject('POST', '/activate', { xsrf: xsrf!, user_code: userCode, confirm: 'yes' })
  }

  /** The code typed, and on to the consent page: its interaction uid. */
  async function consentFor(userCode: string) {
    const typed = await typeCode(userCode)
    expect([302, 303], typed.body).toContain(typed.statusCode)
    const interaction = await inject('GET', String(typed.headers.location))
    expect(interaction.statusCode).toBe(303)
    const page = new URL(String(interaction.headers.location))
    const uid = page.pathname.split('/').pop()!
    expect(page.pathname).toBe(`/oauth/consent/${uid}`)
    return uid
  }

  /** Allow or deny on the consent page; the page the person lands on after. */
  async function answer(uid: string, choice: 'allow' | 'deny') {
    const answered = await inject('POST', `/api/oauth/interaction/${uid}/${choice}`)
    expect(answered.statusCode, answered.body).toBe(200)
    return inject('GET', answered.json().redirectTo)
  }

  return { inject, typeCode, consentFor, answer }
}
