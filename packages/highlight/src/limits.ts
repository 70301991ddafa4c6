// No imports: the app's first screen reads it without loading a parser.

// Past this many lines a text is shown plain: every line is on the page, and a highlighted one is
// several elements.
export const MOST_HIGHLIGHTED_LINES = 3000

/** Whether a text of this language is highlighted at all (plain text and very long texts are not). */
export function isHighlighted(text: string, language: string): boolean {
  return language !== 'text' && text.split('\n', MOST_HIGHLIGHTED_LINES + 1).length <= MOST_HIGHLIGHTED_LINES
}
