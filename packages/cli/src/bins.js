// `one bin …`: the bins API (/api/one/bins) with the signed-in user's token.

import { randomUUID } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { CliError } from './errors.js'
import { jsonOf, refusalOf } from './http.js'
import { BIN_CONTENT_MAX_BYTES, BIN_LIFETIMES } from './limits.js'
import { accessToken, callApi } from './session.js'

const TOO_LARGE = `A bin can hold at most ${BIN_CONTENT_MAX_BYTES / 1024 / 1024} MiB of text`

/** @param {import('./session.js').Context} context @param {string} id */
const linkOf = (context, id) => `${context.site.origin}/bins/${encodeURIComponent(id)}`

/**
 * The text to save: a file, or standard input for `-` (or no file with input piped in). Its size is
 * checked before it is read whole, and again in UTF-8 bytes, before anything is sent.
 * @param {string | undefined} file
 * @param {NodeJS.ReadableStream & { isTTY?: boolean }} stdin
 */
async function textOf(file, stdin) {
  if (file === undefined && stdin.isTTY) {
    throw new CliError('Give a file to save, or `-` to read standard input (see `one bin create --help`).', 2)
  }
  if (file !== undefined && file !== '-') {
    const size = await stat(file).then(
      (found) => found.size,
      () => {
        throw new CliError(`Cannot read ${file}: no such file.`)
      },
    )
    if (size > BIN_CONTENT_MAX_BYTES) throw new CliError(`${file} is too large: ${TOO_LARGE}.`)
    return readFile(file, 'utf8')
  }
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of stdin) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > BIN_CONTENT_MAX_BYTES) throw new CliError(`The input is too large: ${TOO_LARGE}.`)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** @param {string} text */
function checkSize(text) {
  if (Buffer.byteLength(text, 'utf8') > BIN_CONTENT_MAX_BYTES)
    throw new CliError(`The text is too large: ${TOO_LARGE}.`)
}

/**
 * @param {import('./session.js').Context} context
 * @param {{ file?: string, title?: string, lang?: string, private?: boolean, unlisted?: boolean, expires?: string, burn?: boolean }} options
 * @param {NodeJS.ReadableStream & { isTTY?: boolean }} stdin
 */
export async function createBin(context, options, stdin) {
  if (options.private && options.unlisted) throw new CliError('Choose one of --private and --unlisted.', 2)
  if (options.expires !== undefined && !BIN_LIFETIMES.includes(options.expires)) {
    throw new CliError(`--expires takes one of ${BIN_LIFETIMES.join(', ')}.`, 2)
  }
  // Signed out is said before the input is read: nothing typed into a pipe is lost for nothing.
  await accessToken(context)
  const content = await textOf(options.file, stdin)
  checkSize(content)
  const body = {
    content,
    title: options.title ?? '',
    language: options.lang ?? 'text',
    visibility: options.private ? 'private' : options.unlisted ? 'unlisted' : 'public',
    expires: options.expires ?? 'never',
    burn: Boolean(options.burn),
    // A retried request gives the bin the first one made, not a second bin.
    idempotencyKey: randomUUID(),
  }
  const bin = await jsonOf(
    await callApi(context, '/one/bins', { method: 'POST', body: JSON.stringify(body) }),
  )
  context.out(linkOf(context, bin.id))
}

/** @param {import('./session.js').Context} context */
export async function listBins(context) {
  const { bins } = await jsonOf(await callApi(context, '/one/bins'))
  if (bins.length === 0) {
    context.out('You have no bins yet: `one bin create FILE` saves one.')
    return
  }
  for (const bin of bins) {
    const title = bin.title || bin.preview.split('\n', 1)[0] || '(untitled)'
    context.out(`${bin.id}\t${bin.visibility}\t${bin.updatedAt.slice(0, 10)}\t${title}`)
  }
}

/**
 * @param {import('./session.js').Context} context
 * @param {string} id
 * @param {{ raw?: boolean }} options
 */
export async function getBin(context, id, { raw = false }) {
  const path = `/one/bins/${encodeURIComponent(id)}`
  if (raw) {
    const response = await callApi(context, `${path}/raw`, { optional: true })
    if (!response.ok) throw new CliError(`${await refusalOf(response)} (HTTP ${response.status})`)
    context.write(await response.text())
    return
  }
  const bin = await jsonOf(await callApi(context, path, { optional: true }))
  context.out(`# ${bin.title || '(untitled)'}`)
  const facts = [bin.language, bin.visibility, `by ${bin.owner.name}`, `version ${bin.version}`]
  if (bin.expiresAt) facts.push(`expires ${bin.expiresAt}`)
  if (bin.burn) facts.push('burns after the first reader')
  context.out(`# ${facts.join(' · ')}`)
  context.out(`# ${linkOf(context, bin.id)}`)
  context.out('')
  context.write(bin.content.endsWith('\n') ? bin.content : `${bin.content}\n`)
}

/**
 * @param {import('./session.js').Context} context
 * @param {string} id
 * @param {string} file
 * @param {NodeJS.ReadableStream & { isTTY?: boolean }} stdin
 */
export async function editBin(context, id, file, stdin) {
  const path = `/one/bins/${encodeURIComponent(id)}`
  const content = await textOf(file, stdin)
  checkSize(content)
  const current = await jsonOf(await callApi(context, path))
  if (!current.mine) throw new CliError('You can only change your own bins.')
  const body = JSON.stringify({ version: current.version, content })
  const bin = await jsonOf(await callApi(context, path, { method: 'PATCH', body }))
  context.out(linkOf(context, bin.id))
}
