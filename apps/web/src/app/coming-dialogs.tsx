import type { DialogId } from '@one/contract/dialogs'
import type { DialogProps, DialogRegistration } from '../lib/dialog-registration.ts'

/** A dialog of a later issue: for now its frame and title. */
function comingDialog(
  id: DialogId,
  title: string,
  guests?: DialogRegistration['guests'],
): DialogRegistration {
  return {
    id,
    guests,
    load: () =>
      import('./ComingDialog.tsx').then(({ ComingDialog }) => (props: DialogProps) => (
        <ComingDialog {...props} title={title} />
      )),
  }
}

export const comingDialogs: DialogRegistration[] = [
  comingDialog('notifications', 'Notifications'),
  comingDialog('api-key', 'API Key', 'nothing'),
]
