// What people call a character is a grapheme cluster: 👨‍👩‍👧‍👦 is one, though it is 11 UTF-16 code
// units and 25 UTF-8 bytes. Both sides count limits that people read in graphemes, with this one
// function, so the app never allows what the server refuses.
// Made on first use: building a segmenter loads the ICU break rules, tens of milliseconds a phone would
// otherwise spend while the first page loads, when most titles are ASCII and never need it.
let segmenter: Intl.Segmenter | undefined

/**
 * How many user-perceived characters `text` holds. Segmenting takes time in proportion to the whole
 * text (about 0.3 s a million characters), so a limit checks a cheaper ceiling in bytes first.
 */
export function countGraphemes(text: string): number {
  // Printable ASCII is one grapheme per character: most titles need no segmenting.
  if (!/[^\x20-\x7e]/.test(text)) return text.length
  let count = 0
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  for (const _ of segmenter.segment(text)) count += 1
  return count
}

/** The size of `text` in UTF-8, as the server stores it; a lone surrogate counts as its replacement (3). */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit < 0x80) bytes += 1
    else if (unit < 0x800) bytes += 2
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i += 1
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}
