import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LocalSignInStrip } from '../src/components/LocalSignInStrip.tsx'

describe('the local sign-in strip (docs/decisions/0008: emulator sign-in cannot pass unnoticed)', () => {
  it('says sign-in is for development only when the server signs in through its emulators', async () => {
    render(<LocalSignInStrip show />)
    expect((await screen.findByRole('note')).textContent).toBe('Local sign-in: for development only')
  })

  it('is not there with real sign-in', () => {
    render(<LocalSignInStrip show={false} />)
    expect(screen.queryByRole('note')).toBeNull()
  })
})
