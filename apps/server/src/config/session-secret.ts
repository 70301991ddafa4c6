import { randomBytes } from 'node:crypto'
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { isLoopbackHost } from './emulators.ts'
import { ConfigError } from './variables.ts'

const NEEDED_BITS = 128

/**
 * What a secret can hold at most if each character were drawn at random from the characters it
 * uses: length × log2(distinct characters). A repeated or patterned string scores low; it is an
 * estimate that errs on the side of refusing (32 hex digits may score a little under 128).
 */
export function estimatedBits(secret: string): number {
  const characters = [...secret]
  const distinct = new Set(characters).size
  return characters.length * Math.log2(Math.max(distinct, 1))
}

export const sessionSecret = z
  .string()
  .min(32, 'must be at least 32 characters')
  .refine((secret) => estimatedBits(secret) >= NEEDED_BITS, {
    error: (issue) =>
      `is too easy to guess (about ${Math.floor(estimatedBits(String(issue.input)))} bits, ${NEEDED_BITS} needed): make one with \`openssl rand -base64 32\``,
  })
  .optional()

/** Where a server started without SESSION_SECRET on PGlite keeps the secret it made. */
export const keptSecretFile = (dataDir: string) => join(dataDir, 'session-secret')

/** A fresh 256-bit secret, as `openssl rand -base64 32` would make. */
export const newSessionSecret = () => randomBytes(32).toString('base64')

/**
 * The session secret kept in the data folder, made at first start and read at every start after. It is
 * written whole to a file of its own (mode 0600) and then linked into place, which fails if another
 * start got there first: so no start reads half a secret, and two racing starts end with the same one.
 */
export function keptSessionSecret(dataDir: string): string {
  const file = keptSecretFile(dataDir)
  try {
    const kept = readKept(file)
    if (kept !== undefined) return kept
    mkdirSync(dataDir, { recursive: true })
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    const fd = openSync(draft, 'wx', 0o600)
    try {
      writeSync(fd, `${newSessionSecret()}\n`)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    try {
      linkSync(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      unlinkSync(draft)
    }
    return readKept(file)!
  } catch (error) {
    if (error instanceof ConfigError) throw error
    throw new ConfigError(
      `Invalid environment variable SESSION_SECRET: unset, so a secret is kept in ${file}, which cannot be written or read (${(error as Error).message}). Set SESSION_SECRET, or DATA_DIR to a folder this server may write.`,
    )
  }
}

function readKept(file: string): string | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const secret = text.trim()
  const fault = keptSecretFault(secret)
  if (fault) {
    throw new ConfigError(
      `Invalid environment variable SESSION_SECRET: unset, so the secret kept in ${file} is used, and it ${fault}. Delete the file to make a new one, or set SESSION_SECRET.`,
    )
  }
  return secret
}

/** The row db/kept-session-secret.ts keeps, as messages name it. */
export const KEPT_IN_DATABASE = "the database (table server_secrets, row 'session')"

/** Where a server without SESSION_SECRET keeps the secret it makes, told in its messages. */
export const keptSecretPlace = ({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }) =>
  databaseUrl ? KEPT_IN_DATABASE : keptSecretFile(dataDir)

/**
 * A kept secret is meant for development. A server that holds real provider credentials or that other
 * machines reach should have a secret somebody set, the same on every instance.
 */
export function keptSecretWarning({
  place,
  host,
  realCredentials,
}: {
  place: string
  host: string
  realCredentials: boolean
}): string | undefined {
  const reasons = [
    ...(realCredentials ? ['it has real provider credentials'] : []),
    ...(isLoopbackHost(host) ? [] : [`HOST=${host} lets other machines reach it`]),
  ]
  if (reasons.length === 0) return undefined
  return `SESSION_SECRET is not set, so sessions are signed with the secret kept in ${place}, which is meant for a development machine; but ${reasons.join(' and ')}. Set SESSION_SECRET (\`openssl rand -base64 32\`), the same on every instance.`
}

/** Why a kept secret is refused, or undefined when it is a good one. */
export function keptSecretFault(secret: string): string | undefined {
  const parsed = sessionSecret.safeParse(secret)
  if (parsed.success && parsed.data) return undefined
  return parsed.error?.issues[0]?.message ?? 'is empty'
}
