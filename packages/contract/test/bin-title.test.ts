import { describe, expect, it } from 'vitest'
import {
  BIN_TITLE_MAX,
  BIN_TITLE_TOO_BIG_MESSAGE,
  BIN_TITLE_TOO_LONG_MESSAGE,
  binTitle,
  oneLineTitle,
  titleLengthProblem,
} from '../src/bins.ts'

const family = '👨‍👩‍👧‍👦'

describe('docs/decisions/0010: a title is one line', () => {
  it('each run of line breaks, tabs or other control characters becomes one space', () => {
    expect(oneLineTitle('notes\nfor\ttoday')).toBe('notes for today')
    expect(oneLineTitle('a\r\n\r\n\tb')).toBe('a b')
    expect(oneLineTitle('a\u2028b\u2029c\u0085d\u007fe\u0001f')).toBe('a b c d e f')
  })

  it('nothing else changes: spaces, emoji, right-to-left text and joiners stay', () => {
    const kept = `  ${family} שלום \u200d\u202e x  `
    expect(oneLineTitle(kept)).toBe(kept)
  })

  it('the title schema applies the rule and refuses NUL and lone surrogates as before', () => {
    expect(binTitle.parse('one\ntwo')).toBe('one two')
    expect(binTitle.safeParse('a\u0000b').success).toBe(false)
    expect(binTitle.safeParse('a\ud800').success).toBe(false)
  })
})

describe('docs/decisions/0010: the title limit counts what people see', () => {
  it('30 family emoji are 30 characters, well under the limit', () => {
    expect(titleLengthProblem(family.repeat(30))).toBeUndefined()
    expect(binTitle.safeParse(family.repeat(30)).success).toBe(true)
  })

  it(`${BIN_TITLE_MAX} emoji pass; one more is too long`, () => {
    expect(titleLengthProblem(family.repeat(BIN_TITLE_MAX))).toBeUndefined()
    expect(titleLengthProblem(family.repeat(BIN_TITLE_MAX + 1))).toBe(BIN_TITLE_TOO_LONG_MESSAGE)
    expect(titleLengthProblem('x'.repeat(BIN_TITLE_MAX + 1))).toBe(BIN_TITLE_TOO_LONG_MESSAGE)
  })

  it('a few characters that weigh kilobytes (stacked combining marks) meet the byte ceiling', () => {
    const zalgo = `a${'\u0301'.repeat(5000)}`
    expect(titleLengthProblem(zalgo)).toBe(BIN_TITLE_TOO_BIG_MESSAGE)
  })

  it('a huge title is judged at once, without segmenting all of it', () => {
    for (const huge of ['é'.repeat(2_000_000), family.repeat(300_000), 'x'.repeat(6_000_000)]) {
      const started = performance.now()
      expect(titleLengthProblem(huge)).toBe(BIN_TITLE_TOO_BIG_MESSAGE)
      expect(performance.now() - started).toBeLessThan(100)
    }
  })
})
