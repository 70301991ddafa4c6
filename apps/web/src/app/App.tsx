import { type ComponentType, type ReactNode, useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { LocalSignInStrip } from '../components/LocalSignInStrip.tsx'
import { startSettingsSync } from '../features/settings/settings-sync.ts'
import { verify } from '../stores/auth-store.ts'
import { followOtherTabs, saveLoadedSettings } from '../stores/settings-store.ts'
import { NeutralMain } from './neutral-main.ts'
import { AppRoutes } from './router.tsx'
import { ThemeRoot } from './ThemeRoot.tsx'

type AppProps = {
  /** The browser's router, or for the prerender one fixed on the address it draws. */
  Router?: ComponentType<{ children: ReactNode }>
  /** The HTML being hydrated is the shell, with no page in its main area (shell.html). */
  neutralMain?: boolean
}

export function App({ Router = BrowserRouter, neutralMain = false }: AppProps) {
  useEffect(() => {
    let stop = () => {}
    // In a task of its own: the effects of the hydrated page fill the task they run in already, and
    // on a phone the two together blocked input for longer than 50 ms.
    const timer = setTimeout(() => {
      saveLoadedSettings()
      const stopSync = startSettingsSync()
      const stopFollowing = followOtherTabs()
      void verify()
      stop = () => {
        stopSync()
        stopFollowing()
      }
      // The page is live: its buttons answer and its settings sync from now on (the browser tests wait
      // for this mark, since the prerendered HTML is on screen, looking the same, before the scripts
      // even load).
      document.documentElement.dataset.appReady = ''
    }, 0)
    return () => {
      clearTimeout(timer)
      stop()
    }
  }, [])
  return (
    <ThemeRoot>
      <Router>
        <NeutralMain value={neutralMain}>
          <AppRoutes />
        </NeutralMain>
      </Router>
      <LocalSignInStrip />
    </ThemeRoot>
  )
}
