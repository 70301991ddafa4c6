import type { DialogRegistration } from '../../lib/dialog-registration.ts'

/** Only store-linked accounts have downloads: guests get nothing. */
export const downloadsDialog: DialogRegistration = {
  id: 'downloads',
  guests: 'nothing',
  load: () => import('./DownloadsDialog.tsx').then((m) => m.DownloadsDialog),
}
