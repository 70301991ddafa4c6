import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropKeptEdit, keepEdit, loadKeptEdit } from '../../src/features/bins/kept-edit.ts'
import { pasteIntoTitle } from '../../src/features/bins/title-paste.ts'

const edit = { version: 3, title: 'main.ts', content: 'let a = 1\u0000?', language: 'typescript' as const }

afterEach(() => sessionStorage.clear())

describe('docs/decisions/0010: the unsaved edit of a bin, kept for the tab', () => {
  it('comes back exactly as kept, per bin, and is gone once dropped', () => {
    keepEdit('Bin000000001', edit)
    expect(loadKeptEdit('Bin000000001')).toEqual(edit)
    expect(loadKeptEdit('Bin000000002')).toBeUndefined()
    dropKeptEdit('Bin000000001')
    expect(loadKeptEdit('Bin000000001')).toBeUndefined()
  })

  it('whatever cannot be read is no edit: broken JSON, wrong types, an unknown language', () => {
    for (const stored of [
      '{',
      'null',
      '42',
      '"text"',
      JSON.stringify({ ...edit, version: '3' }),
      JSON.stringify({ ...edit, version: 1.5 }),
      JSON.stringify({ ...edit, content: null }),
      JSON.stringify({ ...edit, language: 'cobol' }),
      JSON.stringify({ ...edit, title: ['x'] }),
    ]) {
      sessionStorage.setItem('one:bin-edit:Bin000000001', stored)
      expect(loadKeptEdit('Bin000000001'), stored).toBeUndefined()
    }
  })

  it('a kept title with line breaks comes back as one line', () => {
    sessionStorage.setItem('one:bin-edit:Bin000000001', JSON.stringify({ ...edit, title: 'a\n\tb' }))
    expect(loadKeptEdit('Bin000000001')?.title).toBe('a b')
  })

  it('a full storage only warns: the text is still on screen', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    } as unknown as Storage
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() => keepEdit('Bin000000001', edit, full)).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('docs/decisions/0010: pasting into a title keeps it one line', () => {
  it('replaces the selection, turns line breaks and tabs into spaces, and puts the caret after', () => {
    expect(pasteIntoTitle('My title', 3, 8, 'new\r\n\tname')).toEqual({ title: 'My new name', caret: 11 })
    expect(pasteIntoTitle('', 0, 0, '\n')).toEqual({ title: ' ', caret: 1 })
    expect(pasteIntoTitle('ab', 1, 1, '👨‍👩‍👧‍👦')).toEqual({ title: 'a👨‍👩‍👧‍👦b', caret: 12 })
  })
})
