import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * @typedef {object} Credentials What `one login` keeps for one site
 * @property {string} accessToken
 * @property {string} [refreshToken]
 * @property {number} expiresAt epoch milliseconds
 * @property {string} tokenEndpoint where a refresh goes
 */

/**
 * The user's credentials file: `$XDG_CONFIG_HOME/one/credentials.json`, or `~/.config/one/...`.
 * @param {NodeJS.ProcessEnv} env
 */
export function credentialsPath(env) {
  const base = env.XDG_CONFIG_HOME?.trim() || join(env.HOME?.trim() || homedir(), '.config')
  return join(base, 'one', 'credentials.json')
}

/** @param {string} path @returns {Promise<{ sites: Record<string, Credentials> }>} */
async function readAll(path) {
  let text
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return { sites: {} }
    throw error
  }
  try {
    const parsed = JSON.parse(text)
    return parsed && typeof parsed.sites === 'object' ? parsed : { sites: {} }
  } catch {
    // A damaged file holds nothing usable: the next login writes a good one.
    return { sites: {} }
  }
}

/** Written whole and renamed over the old file, readable by its owner only (0600, the folder 0700). */
/** @param {string} path @param {{ sites: Record<string, Credentials> }} all */
async function writeAll(path, all) {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 })
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 })
  await chmod(temporary, 0o600)
  await rename(temporary, path)
}

/** @param {NodeJS.ProcessEnv} env @param {string} site @returns {Promise<Credentials | undefined>} */
export async function loadCredentials(env, site) {
  return (await readAll(credentialsPath(env))).sites[site]
}

/** @param {NodeJS.ProcessEnv} env @param {string} site @param {Credentials} credentials */
export async function saveCredentials(env, site, credentials) {
  const path = credentialsPath(env)
  const all = await readAll(path)
  all.sites[site] = credentials
  await writeAll(path, all)
  return path
}

/** @param {NodeJS.ProcessEnv} env @param {string} site @returns {Promise<boolean>} whether there were any */
export async function forgetCredentials(env, site) {
  const path = credentialsPath(env)
  const all = await readAll(path)
  if (!all.sites[site]) return false
  delete all.sites[site]
  await writeAll(path, all)
  return true
}
