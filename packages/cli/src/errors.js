/** An error the person can act on: its message is printed as it is, and the command exits with `code`. */
export class CliError extends Error {
  /**
   * @param {string} message
   * @param {number} [code] the exit code: 1 for a failure, 2 for a command used wrongly
   */
  constructor(message, code = 1) {
    super(message)
    this.name = 'CliError'
    this.code = code
  }
}

export const NOT_SIGNED_IN = 'Not signed in: run `one login`.'
export const SIGN_IN_AGAIN = 'Your sign-in has expired or was revoked: run `one login` again.'
