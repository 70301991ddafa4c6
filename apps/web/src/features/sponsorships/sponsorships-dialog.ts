import type { DialogRegistration } from '../../lib/dialog-registration.ts'

/** Guests see the sponsorship information too (spec section 6). */
export const sponsorshipsDialog: DialogRegistration = {
  id: 'sponsorships',
  load: () => import('./SponsorshipsDialog.tsx').then((m) => m.SponsorshipsDialog),
}
