import { type BinStorageUsage, storageAmount } from '@one/contract/bin-storage'

export type StorageMeter = {
  text: string
  /** How full, 0 to 100, for the bar. */
  percent: number
  tone: 'primary' | 'warning' | 'error'
  /** What to do, once there is little or no room left. */
  advice?: string
}

/** At this share of the quota the bar warns: a few more saves of a large bin may not fit. */
const NEARLY_FULL = 90

/** The storage line of the Bins tab (decision 0036): "Storage: 3.2 MiB of 200 MiB", and a bar. */
export function storageMeter({ usedBytes, quotaBytes }: BinStorageUsage): StorageMeter {
  // Tenths of a percent: what a screen reader says of the bar stays short.
  const percent = quotaBytes > 0 ? Math.min(100, Math.round((usedBytes / quotaBytes) * 1000) / 10) : 100
  const text = `Storage: ${storageAmount(usedBytes)} of ${storageAmount(quotaBytes)}`
  if (usedBytes >= quotaBytes) {
    return { text, percent, tone: 'error', advice: 'Full: delete bins you no longer need to save again.' }
  }
  if (percent >= NEARLY_FULL) {
    return {
      text,
      percent,
      tone: 'warning',
      advice: 'Nearly full: deleting bins you no longer need makes room.',
    }
  }
  return { text, percent, tone: 'primary' }
}
