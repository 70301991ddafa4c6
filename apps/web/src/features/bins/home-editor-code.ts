import { loadWithReload } from '../../lib/lazy-reload.ts'
import { loadBinEditor, loadCodeMirror } from './code-mirror.ts'

/**
 * The home page's editing code: the form around the editor and the code editor itself, asked for
 * together so the editor does not wait for the form. The page of / asks for their files with its
 * own (its boot script preloads them); the home page imports them when it shows the editor.
 */
export function loadHomeEditor() {
  void loadBinEditor().catch(() => {})
  return loadWithReload(() => loadCodeMirror().then(() => import('./HomeEditor.tsx')))
}
