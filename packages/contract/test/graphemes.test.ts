import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countGraphemes, utf8Length } from '../src/graphemes.ts'

const family = '👨‍👩‍👧‍👦'

describe('limits count characters as people see them', () => {
  it('a family emoji, a flag, an accent written as two code points and CRLF are one character each', () => {
    expect(countGraphemes(family)).toBe(1)
    expect(countGraphemes('🇩🇪')).toBe(1)
    expect(countGraphemes('e\u0301')).toBe(1)
    expect(countGraphemes('\r\n')).toBe(1)
    expect(countGraphemes(family.repeat(30))).toBe(30)
    expect(countGraphemes('plain ascii')).toBe(11)
  })

  it('counts a lone surrogate as one character rather than failing', () => {
    expect(countGraphemes('a\ud800b')).toBe(3)
  })

  it('utf8Length is the length TextEncoder gives, lone surrogates as their replacement', () => {
    const codeUnit = fc.oneof(
      fc.constantFrom('\ud800', '\udfff', '😀', family, '\u0000', 'é', '€'),
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    )
    fc.assert(
      fc.property(fc.string({ unit: codeUnit, maxLength: 40 }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length)
      }),
      { numRuns: 2000 },
    )
  })
})
