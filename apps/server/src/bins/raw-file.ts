import type { BinLanguage } from '@one/contract/bins'

const extensions: Record<BinLanguage, string> = {
  vue: 'vue',
  typescript: 'ts',
  javascript: 'js',
  html: 'html',
  css: 'css',
  scss: 'scss',
  json: 'json',
  markdown: 'md',
  yaml: 'yaml',
  shell: 'sh',
  text: 'txt',
}

/**
 * The name a downloaded bin is saved under: its title made safe for a header and a file system
 * (ASCII letters, digits, dot, dash, underscore), or its id when nothing of the title is left.
 */
export function rawFileName(bin: { id: string; title: string; language: BinLanguage }): string {
  const extension = extensions[bin.language]
  const base =
    bin.title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 100)
      .replace(/[-.]+$/, '') || bin.id
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`
}

export function contentDisposition(
  bin: { id: string; title: string; language: BinLanguage },
  download: boolean,
) {
  return download ? `attachment; filename="${rawFileName(bin)}"` : 'inline'
}
