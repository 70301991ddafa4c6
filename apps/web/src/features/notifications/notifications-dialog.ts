import type { DialogRegistration } from '../../lib/dialog-registration.ts'

/** Notifications: open to guests too (spec section 2). */
export const notificationsDialog: DialogRegistration = {
  id: 'notifications',
  load: () => import('./NotificationsDialog.tsx').then((m) => m.NotificationsDialog),
}
