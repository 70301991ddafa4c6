import { nextTask } from '../../lib/next-task.ts'

/**
 * Evaluates CodeMirror's packages one task at a time (build/first-screen-chunks.ts gives each its
 * chunk): at once they took a phone one task of ~60 ms (docs/decisions/0017: total blocking time). Each import
 * names what it uses, or the bundler would keep every export for it.
 */
export async function loadCodeMirror(): Promise<void> {
  await import('@codemirror/state').then(({ EditorState }) => EditorState)
  await nextTask()
  await import('@codemirror/view').then(({ EditorView }) => EditorView)
  await nextTask()
  await import('@codemirror/language').then(({ syntaxHighlighting }) => syntaxHighlighting)
  await nextTask()
  await import('@codemirror/autocomplete').then(({ autocompletion }) => autocompletion)
  await nextTask()
}

/** The bin editor's module, after CodeMirror's. */
export const loadBinEditor = () => loadCodeMirror().then(() => import('./BinEditor.tsx'))
