import type { BinLanguage } from '@one/contract/bins'
import { lineHtml } from './line-html.ts'

/** A thread of the highlighting pool (highlights.ts): the markup of one text's lines. */
export default function highlight({ text, language }: { text: string; language: BinLanguage }) {
  return lineHtml(text, language)
}
