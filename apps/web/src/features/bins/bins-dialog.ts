import type { DialogRegistration } from '../../lib/dialog-registration.ts'

/** "My bins": a guest has none to list, so is asked to sign in first. */
export const binsDialog: DialogRegistration = {
  id: 'bins',
  load: () => import('./BinsDialog.tsx').then((m) => m.BinsDialog),
  guests: 'ask-to-sign-in',
}
