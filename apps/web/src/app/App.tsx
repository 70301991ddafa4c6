import { useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { startSettingsSync } from '../features/settings/settings-sync.ts'
import { verify } from '../stores/auth-store.ts'
import { followOtherTabs, saveLoadedSettings } from '../stores/settings-store.ts'
import { AppRoutes } from './router.tsx'
import { ThemeRoot } from './ThemeRoot.tsx'

export function App() {
  useEffect(() => {
    saveLoadedSettings()
    const stopSync = startSettingsSync()
    const stopFollowing = followOtherTabs()
    void verify()
    return () => {
      stopSync()
      stopFollowing()
    }
  }, [])
  return (
    <ThemeRoot>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeRoot>
  )
}
