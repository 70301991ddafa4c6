import type { DialogRegistration } from '../../lib/dialog-registration.ts'

export const settingsDialog: DialogRegistration = {
  id: 'settings',
  load: () => import('./SettingsDialog.tsx').then((m) => m.SettingsDialog),
}
