import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { storableJson, textProblem } from '../src/storable.ts'

// Single UTF-16 code units, surrogate halves and NUL more often than chance would pick them.
const codeUnit = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '😀', 'a'),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
)
const anyText = fc.string({ unit: codeUnit, maxLength: 30 })

// ignoreBOM: a decoder otherwise drops a leading U+FEFF, which PostgreSQL keeps like any character.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true })
const keptByPostgres = (text: string) =>
  !text.includes('\u0000') && utf8.decode(new TextEncoder().encode(text)) === text

describe('docs/decisions/0008: text the server can keep', () => {
  it('is exactly the text that survives UTF-8 unchanged and has no NUL', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(textProblem(text) === undefined).toBe(keptByPostgres(text))
      }),
      { numRuns: 2000 },
    )
  })

  it('names the problem: NUL first, then a surrogate without its other half', () => {
    expect(textProblem('a\u0000\ud800')).toBe('nul')
    expect(textProblem('\ud800')).toBe('lone_surrogate')
    expect(textProblem('\ude00\ud83d')).toBe('lone_surrogate')
    expect(textProblem('\ud83d\ude00')).toBeUndefined()
    expect(textProblem('')).toBeUndefined()
    expect(textProblem('\ufeffconst a = 1')).toBeUndefined()
    expect(keptByPostgres('\ufeffconst a = 1')).toBe(true)
  })
})

describe('docs/decisions/0008: JSON the server can keep in jsonb', () => {
  const schema = z.unknown().check(storableJson({ holder: 'Data', maxDepth: 4 }))
  const issues = (value: unknown) =>
    z.safeParse(schema, value).error?.issues.map(({ path, message }) => ({ path, message }))

  it('accepts any text and nesting up to the limit, counting the value itself as level 1', () => {
    expect(issues({ a: [{ b: 'x😀' }] })).toBeUndefined()
    expect(issues([1, true, null, 'x'])).toBeUndefined()
  })

  it('refuses the first string, field name or level too many, at its path', () => {
    expect(issues({ a: [{ b: 'x\u0000' }] })).toEqual([
      { path: ['a', 0, 'b'], message: 'Data cannot hold the NUL character (U+0000).' },
    ])
    expect(issues({ a: '\ud800', b: ['\u0000'] })?.[0]?.path).toEqual(['a'])
    expect(issues({ a: { '\udc00': 1 } })).toEqual([
      {
        path: ['a'],
        message:
          'Data cannot hold a lone surrogate (U+D800 to U+DFFF without its other half), not even in a field name.',
      },
    ])
    expect(issues({ a: [[{ b: 1 }]] })).toBeUndefined()
    expect(issues({ a: [[{ b: [] }]] })).toEqual([
      { path: ['a', 0, 0, 'b'], message: 'Data can nest at most 4 levels deep.' },
    ])
  })

  it('walks a million levels without overflowing the stack', () => {
    const levels = 1_000_000
    const deep = JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`)
    expect(issues(deep)?.[0]?.message).toBe('Data can nest at most 4 levels deep.')
  })
})
