import type { Bin } from '@one/contract/bins'
import { HttpError } from '@one/contract/errors'
import { useState } from 'react'
import { reportError } from '../../../stores/report-error.ts'
import { useSnackbars } from '../../../stores/snackbar-store.ts'
import { useReloadHistory, useRestoreRevision } from '../api/revisions.ts'
import { hasUnsavedEdit, replaceOpenEdit } from '../open-edits.ts'

export const STALE_RESTORE_MESSAGE =
  'This bin changed since its history was loaded (in another tab or window). Reload to see the newest version, then restore again.'

/**
 * Restoring a revision: asked first (with a warning when the editor holds unsaved changes), sent with
 * the bin's version, and refused with 409 when that version is no longer the bin's.
 */
export function useRestore(bin: Bin, onRestored: () => void) {
  const restore = useRestoreRevision(bin.id)
  const reloadHistory = useReloadHistory(bin.id)
  const [asked, setAsked] = useState<{ number: number; unsaved: boolean }>()
  const [stale, setStale] = useState(false)
  const [reloading, setReloading] = useState(false)

  const confirm = () => {
    if (!asked || restore.isPending) return
    const { number } = asked
    restore.mutate(
      { number, version: bin.version },
      {
        onSuccess: (restored) => {
          setAsked(undefined)
          replaceOpenEdit(restored)
          useSnackbars.getState().push(`Revision ${number} restored`, 'success')
          onRestored()
        },
        onError: (error) => {
          setAsked(undefined)
          if (error instanceof HttpError && error.status === 409) setStale(true)
          else reportError(error, 'Error restoring the revision')
        },
      },
    )
  }

  const reload = async () => {
    setReloading(true)
    try {
      await reloadHistory()
      setStale(false)
    } catch (error) {
      reportError(error, 'Error reloading the bin')
    } finally {
      setReloading(false)
    }
  }

  return {
    /** The revision the owner is asked about, and whether unsaved edits would be lost. */
    asked,
    ask: (number: number) => {
      setStale(false)
      setAsked({ number, unsaved: hasUnsavedEdit(bin.id) })
    },
    cancel: () => setAsked(undefined),
    confirm,
    busy: restore.isPending,
    /** The last restore was refused: the bin changed since. */
    stale,
    reloading,
    reload: () => void reload(),
  }
}
