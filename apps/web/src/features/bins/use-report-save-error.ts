import { HttpError } from '@one/contract/errors'
import { useNavigate } from 'react-router'
import { reportError } from '../../stores/report-error.ts'
import { useSnackbars } from '../../stores/snackbar-store.ts'

/** The dashboard's Bins tab, where bins are deleted. */
const BINS_TAB = '/user/dashboard?tab=bins'

/**
 * Says why a save was refused, in the server's words. A save refused for the storage quota (decision
 * 0036) offers the way to make room; the editor keeps its text meanwhile (a draft, or the kept edit).
 */
export function useReportSaveError() {
  const navigate = useNavigate()
  return (error: unknown, fallback: string) => {
    if (error instanceof HttpError && error.code === 'quota_exceeded') {
      const action = { label: 'Manage bins', onClick: () => void navigate(BINS_TAB) }
      return useSnackbars.getState().pushError(error, fallback, { action })
    }
    reportError(error, fallback)
  }
}
