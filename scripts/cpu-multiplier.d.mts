export const DEFAULT_CPU_MULTIPLIER: number
export function cpuMultiplierFor(benchmarkIndex: number): number
