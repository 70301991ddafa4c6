import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { useDocumentTitle } from '../src/lib/use-document-title.ts'

function Titled({ title }: { title?: string }) {
  useDocumentTitle(title)
  return null
}

it('a page names the tab "<title> · Vuetify Bin", or "Vuetify Bin" without a title', () => {
  const { rerender } = render(<Titled title="main.ts" />)
  expect(document.title).toBe('main.ts · Vuetify Bin')
  rerender(<Titled />)
  expect(document.title).toBe('Vuetify Bin')
})
