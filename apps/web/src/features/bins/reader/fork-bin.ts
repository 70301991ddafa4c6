import type { BinLanguage } from '@one/contract/bins'
import type { NavigateFunction } from 'react-router'
import type { SentBin } from '../../../lib/sent-preview.ts'
import { useAuth } from '../../../stores/auth-store.ts'
import { reportError } from '../../../stores/report-error.ts'

/**
 * A reader's fork, as features/bins/use-fork.ts does it for the app's page: a signed-in reader's is a
 * new public bin of their own, a guest's opens in the home editor as a draft. What it needs is fetched
 * on the click, so a reader who never forks never loads it.
 */
export async function forkBin(bin: SentBin, navigate: NavigateFunction): Promise<void> {
  const copy = { title: bin.title, content: bin.content, language: bin.language as BinLanguage }
  try {
    if (!useAuth.getState().user) {
      const { saveDraft } = await import('../bin-draft.ts')
      saveDraft({ ...copy, visibility: 'public' })
      await navigate('/')
      return
    }
    const { createBin } = await import('../api/create-bin.ts')
    const saved = await createBin({ ...copy, visibility: 'public' })
    await navigate(`/bins/${saved.id}`)
  } catch (error) {
    reportError(error, 'Error forking bin')
  }
}
