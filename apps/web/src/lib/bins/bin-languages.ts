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
