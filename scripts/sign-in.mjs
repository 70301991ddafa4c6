// Signs in through the built-in GitHub emulator over HTTP, as a browser would, for the benchmarks.

/** Returns the session cookie (`one_session=...`) of `username`. */
export async function signIn(base, username) {
  const start = await fetch(`${base}/api/auth/github/redirect`, { redirect: 'manual' })
  // The cookies the redirect sets tie the sign-in to this client: the callback must bring them back.
  const began = start.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
  const authorize = new URL(start.headers.get('location'))
  const form = new URLSearchParams(authorize.searchParams)
  form.set('username', username)
  form.set('action', 'authorize')
  const answer = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  const callback = await fetch(answer.headers.get('location'), {
    redirect: 'manual',
    headers: { cookie: began },
  })
  const session = callback.headers.getSetCookie().find((c) => c.startsWith('one_session='))
  if (!session) throw new Error(`sign-in failed with ${callback.status}`)
  return session.split(';')[0]
}
