import { useTheme } from '@mui/material/styles'
import { lazy, Suspense, useMemo } from 'react'
import { useParams } from 'react-router'
import { loadWithReload } from '../../lib/lazy-reload.ts'
import { sentBin } from '../../lib/sent-preview.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { ReaderBin } from './reader/ReaderBin.tsx'
import { SentMarkup } from './reader/SentMarkup.tsx'

// The app's own bin page (MUI, the query cache, the owner's editor): its own chunk, `bin-screen`.
const BinScreen = lazy(async () => ({
  default: (await loadWithReload(() => import('./BinScreen.tsx'))).BinScreen,
}))

/**
 * Spec section 2: `/bins/{id}`. A reader of a bin whose page the server wrote keeps that page (title,
 * metadata, highlighted code) and gets its actions; nothing else loads until they act (docs/decisions/0021). Its
 * owner, any other bin, and a theme the server's colours are not drawn for get the app's own page.
 */
export function BinPage() {
  const { id = '' } = useParams()
  const sent = useMemo(() => sentBin(id), [id])
  const dark = useTheme().palette.mode === 'dark'
  const mine = useAuth((s) => s.user !== null && s.user.id === sent?.bin.ownerId)
  if (sent && dark && !mine) return <ReaderBin key={id} bin={sent.bin} />
  // While its code arrives the server's page stays on screen, as it was.
  return sent ? (
    <Suspense fallback={<SentMarkup />}>
      <BinScreen />
    </Suspense>
  ) : (
    <BinScreen />
  )
}
