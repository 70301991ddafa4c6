import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DeleteBinButton } from '../../src/components/bins/DeleteBinButton.tsx'

// The one Delete of a bin's page and of the dashboard's bins tab: it asks first, by its title.
describe('a bin’s Delete button', () => {
  it('asks first: Cancel deletes nothing, Delete calls once and closes', async () => {
    const onDelete = vi.fn()
    render(<DeleteBinButton title="" onDelete={onDelete} />)
    const button = screen.getByRole('button', { name: 'Delete bin' })

    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bin?' })
    expect(dialog.textContent).toContain('“Untitled” will be deleted.')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onDelete).not.toHaveBeenCalled()

    await userEvent.click(button)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onDelete).toHaveBeenCalledTimes(1)
  })
})
