import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// A console.error in a test is a failure unless the test expects it (and spies on it itself).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in test: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  localStorage.clear()
})
