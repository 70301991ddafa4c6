import './codemirror-layout.ts'
import { render, screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { BinEditor } from '../../src/features/bins/BinEditor.tsx'

const longLine = `const words = '${'word '.repeat(60)}'\n`

function renderEditor(wordWrap: boolean, language: 'typescript' | 'text' = 'typescript') {
  return render(<BinEditor value={longLine} language={language} wordWrap={wordWrap} label="Bin content" />)
}

it('wraps long lines when the ecosystem.bin.wordWrap setting is on, and not when it is off', async () => {
  const { rerender } = renderEditor(true)
  const content = await screen.findByRole('textbox', { name: 'Bin content' })
  expect(content.classList.contains('cm-lineWrapping')).toBe(true)

  rerender(<BinEditor value={longLine} language="typescript" wordWrap={false} label="Bin content" />)
  await waitFor(() => expect(content.classList.contains('cm-lineWrapping')).toBe(false))
})

it('numbers the lines and highlights the chosen language once its chunk has arrived', async () => {
  renderEditor(false)
  const content = await screen.findByRole('textbox', { name: 'Bin content' })
  expect(document.querySelector('.cm-lineNumbers')).not.toBeNull()
  await waitFor(() => expect(content.querySelectorAll('span[class]').length).toBeGreaterThan(0))
})

it('plain text has no highlighting', async () => {
  renderEditor(false, 'text')
  const content = await screen.findByRole('textbox', { name: 'Bin content' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(content.querySelectorAll('span[class]')).toHaveLength(0)
})
