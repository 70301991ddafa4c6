import { render, screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { BinCode, LINES_PER_TASK } from '../../src/features/bins/BinCode.tsx'
import { MOST_HIGHLIGHTED_LINES } from '../../src/features/bins/use-highlighted-lines.ts'

const lines = (element: HTMLElement) =>
  [...element.querySelectorAll('[data-line]')].map((line) => line.textContent)

it('shows every line of the text at once, then highlights it without changing a character', async () => {
  const text = 'export const answer: number = 42\n\n// the end\n'
  render(<BinCode value={text} language="typescript" wordWrap={false} label="Bin content" />)
  const code = screen.getByLabelText('Bin content')
  expect(lines(code)).toEqual(['export const answer: number = 42', '', '// the end', ''])

  await waitFor(() => expect(code.hasAttribute('data-highlighted')).toBe(true))
  expect(lines(code).join('\n')).toBe(text)
  expect(code.querySelector('.tok-keyword')?.textContent).toBe('export')
  expect(code.querySelector('.tok-comment')?.textContent).toBe('// the end')
  expect(code.querySelector('.tok-number')?.textContent).toBe('42')
})

it('plain text is never highlighted', async () => {
  render(<BinCode value={'const x = 1\n'} language="text" wordWrap={false} label="Bin content" />)
  const code = screen.getByLabelText('Bin content')
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(code.hasAttribute('data-highlighted')).toBe(false)
  expect(code.querySelectorAll('span')).toHaveLength(0)
})

it('keeps hostile characters as they are: NUL, lone surrogates, right-to-left marks', async () => {
  const text = 'const a = "\u0000"\nconst b = "\ud800"\nconst c = "\u202e"\n'
  render(<BinCode value={text} language="javascript" wordWrap={false} label="Bin content" />)
  const code = screen.getByLabelText('Bin content')
  await waitFor(() => expect(code.hasAttribute('data-highlighted')).toBe(true))
  expect(lines(code).join('\n')).toBe(text)
})

it(`a text of more than ${MOST_HIGHLIGHTED_LINES} lines is shown whole, plain`, async () => {
  const text = Array.from({ length: MOST_HIGHLIGHTED_LINES + 1 }, (_, i) => `let v${i} = ${i}`).join('\n')
  render(<BinCode value={text} language="javascript" wordWrap={false} label="Bin content" />)
  const code = screen.getByLabelText('Bin content')
  // A batch of lines per task: the first batch at once, all of them soon after.
  expect(lines(code)).toHaveLength(LINES_PER_TASK)
  await waitFor(() => expect(lines(code)).toHaveLength(MOST_HIGHLIGHTED_LINES + 1), { timeout: 5000 })
  expect(lines(code).join('\n')).toBe(text)
  expect(code.hasAttribute('data-highlighted')).toBe(false)
})

it('a long text is highlighted a batch of lines at a time, and whole in the end', async () => {
  const text = Array.from({ length: 400 }, (_, i) => `const v${i} = ${i}`).join('\n')
  render(<BinCode value={text} language="javascript" wordWrap={false} label="Bin content" />)
  const code = screen.getByLabelText('Bin content')
  await waitFor(() => expect(code.hasAttribute('data-highlighted')).toBe(true), { timeout: 5000 })
  expect(code.querySelectorAll('[data-line] .tok-keyword')).toHaveLength(400)
  expect(lines(code).join('\n')).toBe(text)
})

it('wraps long lines when the word-wrap setting is on', () => {
  const { rerender } = render(<BinCode value="x" language="text" wordWrap label="Bin content" />)
  expect(getComputedStyle(screen.getByLabelText('Bin content')).whiteSpace).toBe('pre-wrap')
  rerender(<BinCode value="x" language="text" wordWrap={false} label="Bin content" />)
  expect(getComputedStyle(screen.getByLabelText('Bin content')).whiteSpace).toBe('pre')
})
