/** Lighthouse's own default: a mid-range phone is taken to be 4 times slower than the host. */
export const DEFAULT_CPU_MULTIPLIER = 4

/**
 * The CPU slowdown that makes this host the phone class the targets are set for: they hold at Lighthouse's
 * 4x on a host whose `benchmarkIndex` is 1,000-1,600. A faster host is slowed in proportion (4 x index /
 * 1,300), so the phone it plays stays the same (index / multiplier about 1,300 / 4); a host at 1,600 or
 * below keeps 4x.
 */
export function cpuMultiplierFor(benchmarkIndex) {
  if (!(benchmarkIndex > 1600)) return DEFAULT_CPU_MULTIPLIER
  return Math.round(((DEFAULT_CPU_MULTIPLIER * benchmarkIndex) / 1300) * 100) / 100
}
