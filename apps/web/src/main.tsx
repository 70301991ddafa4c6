import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { chooseFirstRender, readPrerendered } from './app/first-render.ts'
import { useSettings } from './stores/settings-store.ts'

const container = document.getElementById('root')!
const first = chooseFirstRender({
  prerendered: readPrerendered(container),
  pathname: window.location.pathname,
  settings: useSettings.getState().settings,
  prefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
  year: new Date().getFullYear(),
})
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
