/**
 * The site the command line talks to: `ONE_URL`, or a local development server; its API under `/api`
 * unless `ONE_API_URL` names an API host of its own (a server started with API_PREFIX=/).
 */
export const DEFAULT_URL = 'http://localhost:3000'

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ origin: string, api: string }} the site's address and its API's
 */
export function siteOf(env) {
  const origin = addressOf('ONE_URL', env.ONE_URL?.trim() || DEFAULT_URL)
  const api = env.ONE_API_URL?.trim()
  return { origin, api: api ? addressOf('ONE_API_URL', api) : `${origin}/api` }
}

/**
 * An address without its last slash; a variable that holds none is an error naming it.
 * @param {string} name
 * @param {string} given
 */
function addressOf(name, given) {
  let url
  try {
    url = new URL(given)
  } catch {
    throw new Error(`${name} is not an address: ${given}`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}
