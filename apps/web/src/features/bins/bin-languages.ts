import type { BinLanguage } from '@one/contract/bins'

export const languageLabels: Record<BinLanguage, string> = {
  vue: 'Vue',
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  html: 'HTML',
  css: 'CSS',
  scss: 'SCSS',
  json: 'JSON',
  markdown: 'Markdown',
  yaml: 'YAML',
  shell: 'Shell',
  text: 'Plain text',
}

// Made once: making a date format loads locale data, a dozen milliseconds at each bin page's first render.
let dateFormat: Intl.DateTimeFormat | undefined

export function formatDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return dateFormat.format(new Date(iso))
}
