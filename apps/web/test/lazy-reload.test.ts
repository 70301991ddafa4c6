import { describe, expect, it, vi } from 'vitest'
import { clearReloadFlag, loadWithReload, RELOAD_FLAG } from '../src/lib/lazy-reload.ts'

function env() {
  return { storage: localStorage, reload: vi.fn(), log: vi.fn() }
}

const failing = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))

describe('a lazy page that fails to load reloads the app once (spec section 2)', () => {
  it('first failure: sets the flag and reloads, never settling', async () => {
    const e = env()
    const outcome = vi.fn()
    loadWithReload(failing, e).then(outcome, outcome)
    await vi.waitFor(() => expect(e.reload).toHaveBeenCalledTimes(1))
    expect(localStorage.getItem(RELOAD_FLAG)).toBe('true')
    expect(outcome).not.toHaveBeenCalled()
  })

  it('failing again after the reload: logs the error and gives up instead of looping', async () => {
    const e = env()
    localStorage.setItem(RELOAD_FLAG, 'true')
    await expect(loadWithReload(failing, e)).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(e.reload).not.toHaveBeenCalled()
    expect(e.log).toHaveBeenCalledWith(
      'Dynamic import error, reloading page did not fix it',
      expect.any(TypeError),
    )
  })

  it('a chunk that loads keeps the flag: only a page on screen clears it', async () => {
    const e = env()
    localStorage.setItem(RELOAD_FLAG, 'true')
    await expect(loadWithReload(() => Promise.resolve({ Layout: 1 }), e)).resolves.toEqual({ Layout: 1 })
    expect(localStorage.getItem(RELOAD_FLAG)).toBe('true')
    clearReloadFlag()
    expect(localStorage.getItem(RELOAD_FLAG)).toBeNull()
  })
})
