import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { refreshSession } from '../stores/auth-store.ts'

/** The navigation re-checks the session on focus and on route change. */
export function useSessionRefresh() {
  const { pathname } = useLocation()
  // The first page's verify is the app's own start.
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    void refreshSession()
  }, [pathname])
  useEffect(() => {
    const onFocus = () => void refreshSession()
    const onVisible = () => {
      if (document.visibilityState === 'visible') onFocus()
    }
    window.addEventListener('focus', onFocus)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('focus', onFocus)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])
}
