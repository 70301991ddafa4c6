/**
 * `fetch` for a token endpoint. GitHub answers a refusal with HTTP 200 and an `error` (FACTS 14), which
 * an RFC 6749 client takes for a token that lacks its fields; this gives such an answer the 400 of
 * section 5.2, so the client reads the refusal as the error it is.
 */
export function tokenEndpointFetch(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init)
    if (response.status !== 200 || !/json/i.test(response.headers.get('content-type') ?? '')) return response
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined)
    const refusal = typeof body === 'object' && body !== null && !('access_token' in body) ? body : undefined
    if (!refusal || typeof (refusal as { error?: unknown }).error !== 'string') return response
    return new Response(JSON.stringify(refusal), {
      status: 400,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    })
  }
}
