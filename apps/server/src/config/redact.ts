/** What may be shown of a value in errors and logs: never a secret, never a password in a URL. */

const MASK = '***'

/** `scheme://user:password@host` becomes `scheme://user:***@host`; a mistyped URL loses all before its @. */
export function maskUrlPassword(value: string): string {
  if (!value.includes('@')) return value
  if (URL.canParse(value)) {
    const { password } = new URL(value)
    if (!password) return value
    const at = value.lastIndexOf(`:${password}@`)
    if (at >= 0) return `${value.slice(0, at)}:${MASK}@${value.slice(at + password.length + 2)}`
  }
  return value.replace(/^([a-z][a-z0-9+.-]*:?\/*)?[\s\S]*@/i, `$1${MASK}@`)
}

const secretNames = /(SECRET|PASSWORD|TOKEN|_KEY)$/

/** The value of an environment variable as a ConfigError may quote it, or undefined for a secret. */
export function quotableValue(name: string, value: string): string | undefined {
  if (secretNames.test(name)) return undefined
  if (name.endsWith('_URL')) return maskUrlPassword(value)
  return value
}

const oauthParams = new Set(['code', 'state'])

/** A request URL with the OAuth `code` and `state` a callback carries masked, so logs cannot replay it. */
export function maskOauthParams(url: string): string {
  const question = url.indexOf('?')
  if (question < 0) return url
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const name = equals < 0 ? pair : pair.slice(0, equals)
      return equals >= 0 && oauthParams.has(safeDecode(name)) ? `${name}=${MASK}` : pair
    })
  return `${url.slice(0, question)}?${query.join('&')}`
}

function safeDecode(component: string): string {
  try {
    return decodeURIComponent(component.replaceAll('+', ' '))
  } catch {
    return component
  }
}
