import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'

/**
 * How much a user's bins may keep, in bytes: their texts and titles and those of every revision
 * (decision 0036). A save that would take them past it is refused with 413 `quota_exceeded`.
 */
export const BIN_STORAGE_QUOTA_BYTES = 200 * 1024 * 1024

/** GET /one/bins/usage: what the signed-in user's bins keep, of how much they may. */
export const binStorageUsage = z.object({ usedBytes: z.number(), quotaBytes: z.number() })
export type BinStorageUsage = z.infer<typeof binStorageUsage>

const KIB = 1024
const MIB = KIB * 1024
const GIB = MIB * 1024

/**
 * A size as people read it: "12 bytes", "3.2 KiB", "199.8 MiB", "200 MiB". Rounded down, so a quota
 * not quite reached never reads as reached.
 */
export function storageAmount(bytes: number): string {
  if (bytes < KIB) return `${Math.max(0, Math.floor(bytes))} ${bytes === 1 ? 'byte' : 'bytes'}`
  const [size, unit] =
    bytes < MIB ? [bytes / KIB, 'KiB'] : bytes < GIB ? [bytes / MIB, 'MiB'] : [bytes / GIB, 'GiB']
  const tenths = Math.floor(size * 10) / 10
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)} ${unit}`
}

/** Why a save was refused for the quota, and what to do: the server's 413 and the app say the same. */
export function binQuotaMessage({ usedBytes, quotaBytes }: BinStorageUsage): string {
  return `Your bins and their history use ${storageAmount(usedBytes)} of your ${storageAmount(quotaBytes)}: there is no room for this save. Delete bins you no longer need, then save again.`
}

export const binStorageEndpoints = endpoints('bins', {
  usage: {
    method: 'GET',
    path: '/one/bins/usage',
    summary:
      "How many bytes the signed-in user's bins keep (texts, titles and their history) of their storage quota",
    response: binStorageUsage,
  },
})
