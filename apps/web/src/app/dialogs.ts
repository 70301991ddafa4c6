import type { DialogId } from '@one/contract/dialogs'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { apiKeyDialog } from '../features/api-key/api-key-dialog.ts'
import { binsDialog } from '../features/bins/bins-dialog.ts'
import { downloadsDialog } from '../features/downloads/downloads-dialog.ts'
import { notificationsDialog } from '../features/notifications/notifications-dialog.ts'
import { settingsDialog } from '../features/settings/settings-dialog.ts'
import { sponsorshipsDialog } from '../features/sponsorships/sponsorships-dialog.ts'
import { statusDialog, subscribeDialog } from '../features/subscription/subscription-dialogs.ts'
import type { DialogProps, DialogRegistration } from '../lib/dialog-registration.ts'

/** Every `?one=` dialog; a new one is a registration in its feature and a line here. */
export const dialogRegistrations: DialogRegistration[] = [
  settingsDialog,
  binsDialog,
  subscribeDialog,
  statusDialog,
  apiKeyDialog,
  notificationsDialog,
  sponsorshipsDialog,
  downloadsDialog,
]

export type RegisteredDialog = Pick<DialogRegistration, 'guests'> & {
  Dialog: LazyExoticComponent<ComponentType<DialogProps>>
}

/** The registrations by id, each dialog made lazy once. */
export const dialogs: ReadonlyMap<DialogId, RegisteredDialog> = new Map(
  dialogRegistrations.map(({ id, load, guests }) => [
    id,
    { Dialog: lazy(() => load().then((Dialog) => ({ default: Dialog }))), guests },
  ]),
)
