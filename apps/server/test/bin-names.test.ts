import { describe, expect, it } from 'vitest'
import { newBinId } from '../src/bins/bin-ids.ts'
import { rawFileName } from '../src/bins/raw-file.ts'

describe('bin ids (short and unguessable)', () => {
  it('are 12 characters of [A-Za-z0-9], and every character turns up', () => {
    const ids = Array.from({ length: 2000 }, newBinId)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(ids.join('')).size).toBe(62)
  })

  it('do not favour the first letters of the alphabet', () => {
    const counts = new Map<string, number>()
    for (const char of Array.from({ length: 20_000 }, newBinId).join('')) {
      counts.set(char, (counts.get(char) ?? 0) + 1)
    }
    // 240,000 characters over 62: about 3,871 each; a modulo bias would add about 1.6% to the first eight.
    const expected = 240_000 / 62
    const firstEight = [...'ABCDEFGH'].reduce((sum, c) => sum + (counts.get(c) ?? 0), 0) / 8
    const lastEight = [...'23456789'].reduce((sum, c) => sum + (counts.get(c) ?? 0), 0) / 8
    expect(Math.abs(firstEight - lastEight) / expected).toBeLessThan(0.04)
  })
})

describe('raw file names', () => {
  const name = (title: string, language: 'typescript' | 'markdown' | 'text' = 'typescript') =>
    rawFileName({ id: 'abcdefABCDEF', title, language })

  it('keep a safe form of the title and add the extension of the language', () => {
    expect(name('Counter')).toBe('Counter.ts')
    expect(name('Résumé notes', 'markdown')).toBe('Resume-notes.md')
    expect(name('../../etc/passwd', 'text')).toBe('etc-passwd.txt')
    expect(name('a"b\r\nContent-Type: x')).toBe('a-b-Content-Type-x.ts')
  })

  it('do not repeat an extension the title already has', () => {
    expect(name('main.ts')).toBe('main.ts')
    expect(name('README.MD', 'markdown')).toBe('README.MD')
  })

  it('fall back to the id when nothing of the title is left', () => {
    expect(name('')).toBe('abcdefABCDEF.ts')
    expect(name('世界')).toBe('abcdefABCDEF.ts')
  })

  it('stay short', () => {
    expect(name('x'.repeat(500)).length).toBeLessThanOrEqual(103)
  })
})
