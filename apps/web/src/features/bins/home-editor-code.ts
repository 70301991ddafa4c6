import { loadWithReload } from '../../lib/lazy-reload.ts'

/**
 * The home page's editing code: the form around the editor and the code editor itself, asked for
 * together so the editor does not wait for the form. The page of / asks for their files with its
 * own (its boot script preloads them); the home page imports them when it shows the editor.
 */
export function loadHomeEditor() {
  void import('./BinEditor.tsx').catch(() => {})
  return loadWithReload(() => import('./HomeEditor.tsx'))
}
