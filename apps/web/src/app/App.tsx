import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { followOtherTabs, saveLoadedSettings } from '../features/settings/settings-store.ts'
import { AppRoutes } from './router.tsx'
import { ThemeRoot } from './ThemeRoot.tsx'

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})

export function App() {
  useEffect(() => {
    saveLoadedSettings()
    return followOtherTabs()
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeRoot>
    </QueryClientProvider>
  )
}
