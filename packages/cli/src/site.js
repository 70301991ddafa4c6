/** The site the command line talks to: `ONE_URL`, or a local development server. */
export const DEFAULT_URL = 'http://localhost:3000'

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ origin: string, api: string }} the site's address and its API's (under /api on one origin)
 */
export function siteOf(env) {
  const given = env.ONE_URL?.trim() || DEFAULT_URL
  let url
  try {
    url = new URL(given)
  } catch {
    throw new Error(`ONE_URL is not an address: ${given}`)
  }
  const origin = `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  return { origin, api: `${origin}/api` }
}
