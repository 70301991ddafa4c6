import { useSnackbars } from '../stores/snackbar-store.ts'

/** Copies to the clipboard and says so; a refusal (no permission, no focus) is said too. */
export async function copyText(text: string, done: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    useSnackbars.getState().push(done, 'success')
    return true
  } catch {
    useSnackbars
      .getState()
      .push('Could not reach the clipboard: select the text and copy it yourself.', 'info')
    return false
  }
}
