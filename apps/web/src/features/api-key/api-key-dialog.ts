import type { DialogRegistration } from '../../lib/dialog-registration.ts'

/** FACTS section 8: "API Key"; a guest has no key to see, so nothing opens for them. */
export const apiKeyDialog: DialogRegistration = {
  id: 'api-key',
  load: () => import('./ApiKeyDialog.tsx').then((m) => m.ApiKeyDialog),
  guests: 'nothing',
}
