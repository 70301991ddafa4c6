import type { DialogRegistration } from '../../lib/dialog-registration.ts'

/** `?one=subscribe`: a guest choosing a plan signs in first; the dialog then takes the login's place. */
export const subscribeDialog: DialogRegistration = {
  id: 'subscribe',
  load: () => import('./SubscriptionsDialog.tsx').then((m) => m.SubscribeDialog),
  guests: 'ask-to-sign-in',
}

/** `?one=status`: a guest has no subscription to show. */
export const statusDialog: DialogRegistration = {
  id: 'status',
  load: () => import('./SubscriptionsDialog.tsx').then((m) => m.StatusDialog),
  guests: 'nothing',
}
