import { CliError } from './errors.js'

/**
 * fetch, with a network failure said in words: the site's address and why it could not be reached.
 * @param {string} url
 * @param {RequestInit} [init]
 */
export async function send(url, init) {
  try {
    return await fetch(url, init)
  } catch (error) {
    const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error).cause
    const why = cause?.code ?? cause?.message ?? /** @type {Error} */ (error).message
    throw new CliError(`Could not reach ${new URL(url).origin} (${why}). Is the site up, and ONE_URL right?`)
  }
}

/**
 * The message a refusal carries: the API's `message`, OAuth's `error_description`, or the status.
 * @param {Response} response
 */
export async function refusalOf(response) {
  const text = await response.text().catch(() => '')
  let message = ''
  try {
    const body = JSON.parse(text)
    message = body.message ?? body.error_description ?? body.error ?? ''
  } catch {
    message = text.length < 300 ? text.trim() : ''
  }
  return message || `${response.status} ${response.statusText}`.trim()
}

/**
 * The JSON of a good answer; a refusal becomes an error with the server's own message.
 * @param {Response} response
 */
export async function jsonOf(response) {
  if (!response.ok) throw new CliError(`${await refusalOf(response)} (HTTP ${response.status})`)
  return response.status === 204 ? {} : response.json()
}
