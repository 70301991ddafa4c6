import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { keepTypedBeforeStart } from '../lib/typed-before-start.ts'
import { useSettings } from '../stores/settings-store.ts'
import { App } from './App.tsx'
import { chooseFirstRender, readPrerendered } from './first-render.ts'

/** Hydrates the prerendered page, or renders anew when its first render would differ. */
export function start() {
  const container = document.getElementById('root')!
  const first = chooseFirstRender({
    prerendered: readPrerendered(container),
    pathname: window.location.pathname,
    settings: useSettings.getState().settings,
    prefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
    year: new Date().getFullYear(),
  })
  if (first === 'fresh') keepTypedBeforeStart(container)
  const app = (
    <StrictMode>
      <App neutralMain={first === 'hydrate-shell'} />
    </StrictMode>
  )
  // In a transition React hydrates in slices, yielding to the browser between them (total blocking time).
  startTransition(() => {
    if (first === 'fresh') createRoot(container).render(app)
    else hydrateRoot(container, app)
  })
}
