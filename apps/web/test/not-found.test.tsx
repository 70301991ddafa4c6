import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { NotFoundPage } from '../src/components/NotFoundPage.tsx'

describe('not-found page (FACTS decision 14)', () => {
  it('says the page does not exist and goes back on request', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntries: ['/', '/missing'], initialIndex: 1 },
    )
    render(<RouterProvider router={router} />)
    expect(screen.getByText('Oops!')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(
      screen.getByText(
        'The page you are looking for does not exist. Please check the URL or go back to the homepage.',
      ),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }))
    expect(await screen.findByText('Home')).toBeTruthy()
  })
})
