// The `one` command: its commands, their options and help, and how an error ends it.

import { parseArgs } from 'node:util'
import { createBin, editBin, getBin, listBins } from './bins.js'
import { CliError } from './errors.js'
import { BIN_LIFETIMES } from './limits.js'
import { login } from './login.js'
import { logout } from './logout.js'
import { DEFAULT_URL, siteOf } from './site.js'

const HELP = {
  one: `Usage: one <command> [options]

Commands:
  login                 Sign in with a code you approve in the browser
  logout                Sign out: the site revokes the sign-in, this machine forgets it
  bin create [FILE|-]   Save a bin and print its link
  bin list              List your bins
  bin get ID            Print a bin
  bin edit ID FILE      Replace a bin's text

Every command takes --help. ONE_URL names the site (default ${DEFAULT_URL}); ONE_API_URL its API
when that is a host of its own (default: ONE_URL/api).`,
  login: `Usage: one login

Signs in with the OAuth device flow: prints an address and a code; open the address, type the code,
and approve. The token is kept in $XDG_CONFIG_HOME/one/credentials.json (or ~/.config/one/...),
readable by you only.`,
  logout: `Usage: one logout

Asks ONE_URL's site to revoke the sign-in (its tokens stop working), then forgets it on this machine.
If the site cannot be reached, the sign-in is still forgotten here, and the command says so and fails.`,
  bin: `Usage: one bin <create|list|get|edit> [options]

  one bin create [FILE|-]   Save a bin and print its link
  one bin list              List your bins
  one bin get ID [--raw]    Print a bin
  one bin edit ID FILE      Replace a bin's text`,
  create: `Usage: one bin create [FILE|-] [options]

Saves FILE (or standard input, with - or a pipe) as a new bin and prints its link.

Options:
  --title TEXT      The bin's title
  --lang LANGUAGE   Its language for highlighting (default: text)
  --private         Only you can read it
  --unlisted        Anyone with the link can read it; it is never listed
  --expires WHEN    ${BIN_LIFETIMES.join(', ')} (default: never)
  --burn            Deleted after its first reader`,
  list: `Usage: one bin list

Lists your bins: id, visibility, last change, title.`,
  get: `Usage: one bin get ID [--raw]

Prints a bin with a short header; --raw prints only its text.`,
  edit: `Usage: one bin edit ID FILE

Replaces the text of your bin ID with FILE (or standard input with -).`,
}

/** Prints a command's help; it asked for it, so that is success. */
/** @param {{ out: (text: string) => void }} context @param {string} text */
function shown(context, text) {
  context.out(text)
  return 0
}

/** @typedef {{ stdout: NodeJS.WritableStream, stderr: NodeJS.WritableStream, stdin: NodeJS.ReadableStream & { isTTY?: boolean }, env: NodeJS.ProcessEnv }} Io */

/**
 * @param {string[]} args
 * @param {import('node:util').ParseArgsConfig['options']} options
 * @param {string} usage
 */
function parse(args, options, usage) {
  try {
    return parseArgs({
      args,
      options: { help: { type: 'boolean', short: 'h' }, ...options },
      allowPositionals: true,
    })
  } catch (error) {
    throw new CliError(`${/** @type {Error} */ (error).message}\n\n${usage}`, 2)
  }
}

/**
 * Runs the command; gives the exit code (0, 1 for a failure, 2 for a command used wrongly).
 * @param {string[]} argv
 * @param {Partial<Io>} [io]
 */
export async function main(argv, io = {}) {
  const { stdout = process.stdout, stderr = process.stderr, stdin = process.stdin, env = process.env } = io
  /** @param {string} text */
  const out = (text) => void stdout.write(`${text}\n`)
  try {
    const [command, ...rest] = argv
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      out(HELP.one)
      return command === undefined ? 2 : 0
    }
    const context = {
      env,
      site: siteOf(env),
      out,
      /** @param {string} text */
      write: (text) => void stdout.write(text),
      /** @param {string} text */
      err: (text) => void stderr.write(`${text}\n`),
    }
    switch (command) {
      case 'login':
      case 'logout': {
        const { values, positionals } = parse(rest, {}, HELP[command])
        if (values.help) return shown(context, HELP[command])
        if (positionals.length > 0)
          throw new CliError(`one ${command} takes no arguments.\n\n${HELP[command]}`, 2)
        await (command === 'login' ? login(context) : logout(context))
        return 0
      }
      case 'bin':
        return await binCommand(rest, context, stdin)
      default:
        throw new CliError(`Unknown command: ${command}\n\n${HELP.one}`, 2)
    }
  } catch (error) {
    if (error instanceof CliError) {
      stderr.write(`one: ${error.message}\n`)
      return error.code
    }
    stderr.write(`one: ${/** @type {Error} */ (error).stack ?? error}\n`)
    return 1
  }
}

/**
 * @param {string[]} args
 * @param {import('./session.js').Context} context
 * @param {Io['stdin']} stdin
 */
async function binCommand(args, context, stdin) {
  const [sub, ...rest] = args
  if (sub === undefined || sub === '--help' || sub === '-h') {
    context.out(HELP.bin)
    return sub === undefined ? 2 : 0
  }
  switch (sub) {
    case 'create': {
      const { values, positionals } = parse(
        rest,
        {
          title: { type: 'string' },
          lang: { type: 'string' },
          private: { type: 'boolean' },
          unlisted: { type: 'boolean' },
          expires: { type: 'string' },
          burn: { type: 'boolean' },
        },
        HELP.create,
      )
      if (values.help) return shown(context, HELP.create)
      if (positionals.length > 1) throw new CliError(`Give one file at most.\n\n${HELP.create}`, 2)
      const options = /** @type {Parameters<typeof createBin>[1]} */ (values)
      await createBin(context, { ...options, file: positionals[0] }, stdin)
      return 0
    }
    case 'list': {
      const { values, positionals } = parse(rest, {}, HELP.list)
      if (values.help) return shown(context, HELP.list)
      if (positionals.length > 0) throw new CliError(`one bin list takes no arguments.\n\n${HELP.list}`, 2)
      await listBins(context)
      return 0
    }
    case 'get': {
      const { values, positionals } = parse(rest, { raw: { type: 'boolean' } }, HELP.get)
      if (values.help) return shown(context, HELP.get)
      const [id] = positionals
      if (id === undefined || positionals.length > 1) throw new CliError(`Give one bin id.\n\n${HELP.get}`, 2)
      await getBin(context, id, { raw: Boolean(/** @type {{ raw?: boolean }} */ (values).raw) })
      return 0
    }
    case 'edit': {
      const { values, positionals } = parse(rest, {}, HELP.edit)
      if (values.help) return shown(context, HELP.edit)
      const [id, file] = positionals
      if (id === undefined || file === undefined || positionals.length > 2) {
        throw new CliError(`Give a bin id and a file.\n\n${HELP.edit}`, 2)
      }
      await editBin(context, id, file, stdin)
      return 0
    }
    default:
      throw new CliError(`Unknown command: one bin ${sub}\n\n${HELP.bin}`, 2)
  }
}
