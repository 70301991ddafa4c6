import type { DialogId } from '@one/contract/dialogs'
import type { ComponentType } from 'react'

export type DialogProps = { open: boolean; onClose(): void }

/**
 * A dialog the `one` query parameter opens, as its feature declares it; the app lists every
 * registration in one place.
 */
export type DialogRegistration = {
  id: DialogId
  /** The dialog's code, fetched when it first opens: each dialog is a chunk of its own. */
  load(): Promise<ComponentType<DialogProps>>
  /**
   * What a guest gets. By default the dialog itself; `ask-to-sign-in` shows the login instead, and
   * the dialog takes its place once a user appears; `nothing` keeps it closed.
   */
  guests?: 'ask-to-sign-in' | 'nothing'
}
