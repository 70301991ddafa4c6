import { expect, test } from 'vitest'
import { cpuMultiplierFor } from '../../../scripts/cpu-multiplier.mjs'

// `npm run bench:web` slows a fast host down to the phone class its targets are set for.
test('4x up to a benchmarkIndex of 1,600, then in proportion: the phone played stays at index / multiplier ~ 325', () => {
  expect(cpuMultiplierFor(900)).toBe(4)
  expect(cpuMultiplierFor(1600)).toBe(4)
  expect(cpuMultiplierFor(2600)).toBe(8)
  expect(cpuMultiplierFor(3900)).toBe(12)
  expect(2000 / cpuMultiplierFor(2000)).toBeCloseTo(1300 / 4, 0)
  expect(cpuMultiplierFor(Number.NaN)).toBe(4)
})
