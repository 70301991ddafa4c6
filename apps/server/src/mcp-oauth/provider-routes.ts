/**
 * The paths oidc-provider answers under its issuer, as oauth-provider.ts configures it (its default
 * routes; the device flow, registration without management, revocation and RP-initiated logout on;
 * userinfo, introspection and PAR off), with the methods each takes. A path of the provider asked with
 * another method is refused before it reaches the library, whose router would try it as another route
 * (GET /device/auth as the device flow's resume of a sign-in called "auth") and fail with a 500
 * (decision 0037).
 */
const exact: Record<string, readonly string[]> = {
  '/auth': ['GET'],
  '/token': ['POST', 'OPTIONS'],
  '/token/revocation': ['POST', 'OPTIONS'],
  '/jwks': ['GET', 'OPTIONS'],
  '/.well-known/oauth-authorization-server': ['GET', 'OPTIONS'],
  '/.well-known/openid-configuration': ['GET', 'OPTIONS'],
  '/reg': ['POST'],
  '/device': ['GET', 'POST'],
  '/device/auth': ['POST', 'OPTIONS'],
  '/session/end': ['GET'],
  '/session/end/confirm': ['POST'],
  '/session/end/success': ['GET'],
}

// A resumed authorization, a registered client read back, a resumed device sign-in.
const withParameter: [RegExp, readonly string[]][] = [
  [/^\/auth\/[^/]+$/, ['GET']],
  [/^\/reg\/[^/]+$/, ['GET']],
  [/^\/device\/[^/]+$/, ['GET']],
]

/** The methods the provider takes at `path` (HEAD wherever GET), or undefined for a path it has not. */
export function providerMethods(path: string): readonly string[] | undefined {
  const methods = exact[path] ?? withParameter.find(([pattern]) => pattern.test(path))?.[1]
  return methods?.includes('GET') ? [...methods, 'HEAD'] : methods
}

// A sign-in resumed at `/auth/{uid}` or `/device/{uid}`: the library reads its state from the resume
// cookie, and without one fails with a 500 rather than a refusal.
const resumed = /^\/(?:auth|device)\/[^/]+$/

/** Whether a request of `method` at `path` resumes a sign-in (it then needs the resume cookie). */
export function resumesSignIn(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !exact[path] && resumed.test(path)
}
