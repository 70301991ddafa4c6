import type { Bin } from '@one/contract/bins'
import { useNavigate } from 'react-router'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useCreateBin } from './api/create-bin.ts'
import { saveDraft } from './bin-draft.ts'
import { useReportSaveError } from './use-report-save-error.ts'

type Copy = Pick<Bin, 'title' | 'content' | 'language'> & { visibility?: Bin['visibility'] }

/**
 * A signed-in user's fork is a new bin of their own (public unless said otherwise); a guest's opens in
 * the home editor as a draft.
 */
export function useFork() {
  const user = useAuth((s) => s.user)
  const create = useCreateBin()
  const mutate = useSingleFlight(create)
  const navigate = useNavigate()
  const reportSaveError = useReportSaveError()
  /** `onForked` runs once the copy is saved, before its page opens. */
  const fork = ({ title, content, language, visibility = 'public' }: Copy, onForked?: () => void) => {
    if (!user) {
      saveDraft({ title, content, language, visibility })
      return navigate('/')
    }
    mutate(
      { title, content, language, visibility },
      {
        onSuccess: (saved) => {
          onForked?.()
          navigate(`/bins/${saved.id}`)
        },
        onError: (error) => reportSaveError(error, 'Error forking bin'),
      },
    )
  }
  return { fork, forking: create.isPending }
}
