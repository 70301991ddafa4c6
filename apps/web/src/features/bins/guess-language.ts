import type { BinLanguage } from '@one/contract/bins'

const byExtension: Record<string, BinLanguage> = {
  vue: 'vue',
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  html: 'html',
  htm: 'html',
  css: 'css',
  scss: 'scss',
  json: 'json',
  md: 'markdown',
  markdown: 'markdown',
  yml: 'yaml',
  yaml: 'yaml',
  sh: 'shell',
  bash: 'shell',
  zsh: 'shell',
  txt: 'text',
}

/** The language a file name's extension names, if it names one of ours. */
function languageFromTitle(title: string): BinLanguage | undefined {
  const extension = /\.([A-Za-z0-9]+)\s*$/.exec(title)?.[1]?.toLowerCase()
  return extension ? byExtension[extension] : undefined
}

function isJson(text: string): boolean {
  if (!/^[[{]/.test(text)) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

// Checked in order: the first that matches wins, so the more specific come first.
const byContent: [BinLanguage, (text: string) => boolean][] = [
  ['vue', (t) => /<template[\s>]|<script\s+setup/.test(t)],
  ['json', isJson],
  ['html', (t) => /^<!doctype html|<html[\s>]|<(body|head|div|span|section|p|ul|table)[\s>]/i.test(t)],
  ['shell', (t) => /^#!.*\b(ba|z|k|da)?sh\b/.test(t)],
  [
    'typescript',
    (t) =>
      /\binterface\s+\w+|:\s*(string|number|boolean|unknown|void)\b|\bimport\s+type\b|\btype\s+\w+\s*=|\bas\s+const\b/.test(
        t,
      ),
  ],
  ['scss', (t) => /^\s*\$[\w-]+\s*:|@mixin\s|@include\s|@use\s+['"]|&:[\w-]+|&\.[\w-]+/m.test(t)],
  [
    'javascript',
    (t) =>
      /\b(const|let|var|function|return|require)\b|=>|\bconsole\.|\bimport\s.+\sfrom\s|\bexport\s/.test(t),
  ],
  ['css', (t) => /^[^{};]+\{[^{}]*[\w-]+\s*:[^{}]*\}/m.test(t)],
  ['markdown', (t) => /^#{1,6}\s\S|^```|\[[^\]]+\]\([^)]+\)|^\s*[-*]\s\S.*\n\s*[-*]\s\S/m.test(t)],
  ['yaml', (t) => /^---\s*$|^[\w-]+:(\s.*)?$/m.test(t) && !/[;{}]/.test(t)],
  ['shell', (t) => /^\s*(\$\s|npm\s|npx\s|pnpm\s|yarn\s|cd\s|echo\s|export\s[A-Z_]+=|sudo\s|git\s)/m.test(t)],
]

/**
 * "Auto" language: the title's extension decides first; otherwise the first content rule that
 * matches, and plain text when none does.
 */
export function guessLanguage(title: string, content: string): BinLanguage {
  const fromTitle = languageFromTitle(title)
  if (fromTitle) return fromTitle
  const text = content.trim()
  if (!text) return 'text'
  return byContent.find(([, matches]) => matches(text))?.[0] ?? 'text'
}
