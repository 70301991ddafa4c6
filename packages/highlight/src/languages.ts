import type { Extension } from '@codemirror/state'
import type { BinLanguage } from '@one/contract/bins'

const loading = new Map<BinLanguage, Promise<Extension | null>>()

/** Each language's highlighting is its own chunk (in the browser), fetched the first time a bin needs it, then kept. */
export function loadLanguage(language: BinLanguage): Promise<Extension | null> {
  let extension = loading.get(language)
  if (!extension) {
    extension = importLanguage(language)
    loading.set(language, extension)
    // A failed fetch may be tried again.
    extension.catch(() => loading.delete(language))
  }
  return extension
}

async function importLanguage(language: BinLanguage): Promise<Extension | null> {
  switch (language) {
    case 'vue':
      return (await import('@codemirror/lang-vue')).vue()
    case 'typescript':
      return (await import('@codemirror/lang-javascript')).javascript({ typescript: true, jsx: true })
    case 'javascript':
      return (await import('@codemirror/lang-javascript')).javascript({ jsx: true })
    case 'html':
      return (await import('@codemirror/lang-html')).html()
    case 'css':
      return (await import('@codemirror/lang-css')).css()
    case 'scss': {
      // No @codemirror/lang-sass here: the legacy SCSS mode highlights it well enough.
      const [{ StreamLanguage }, { sCSS }] = await Promise.all([
        import('@codemirror/language'),
        import('@codemirror/legacy-modes/mode/css'),
      ])
      return StreamLanguage.define(sCSS)
    }
    case 'json':
      return (await import('@codemirror/lang-json')).json()
    case 'markdown':
      return (await import('@codemirror/lang-markdown')).markdown()
    case 'yaml':
      return (await import('@codemirror/lang-yaml')).yaml()
    case 'shell': {
      const [{ StreamLanguage }, { shell }] = await Promise.all([
        import('@codemirror/language'),
        import('@codemirror/legacy-modes/mode/shell'),
      ])
      return StreamLanguage.define(shell)
    }
    case 'text':
      return null
  }
}
