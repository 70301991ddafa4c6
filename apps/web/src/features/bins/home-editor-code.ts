import { loadWithReload } from '../../lib/lazy-reload.ts'

/**
 * The home page's editing code: the form around the editor and the code editor itself, asked for
 * together so the editor does not wait for the form. The entry asks for it on / while the page
 * hydrates; the home page asks again (for the same modules) when it shows the editor.
 */
export function loadHomeEditor() {
  void import('./BinEditor.tsx').catch(() => {})
  return loadWithReload(() => import('./HomeEditor.tsx'))
}
