import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { nextTask } from '../lib/next-task.ts'
import { createAppTheme } from '../lib/theme/create-app-theme.ts'
import { resolveThemeId } from '../lib/theme/themes.ts'
import { keepTypedBeforeStart } from '../lib/typed-before-start.ts'
import { useSettings } from '../stores/settings-store.ts'
import { App } from './App.tsx'
import { chooseFirstRender, readPrerendered } from './first-render.ts'

/**
 * Hydrates the prerendered page, or renders anew when its first render would differ. Each step is a
 * task of its own, after the one that evaluated the app's modules: on a phone each is a few
 * milliseconds, and together, or inside one of React's slices, they made a long task (docs/decisions/0017).
 */
export async function start() {
  await nextTask()
  const container = document.getElementById('root')!
  const { settings } = useSettings.getState()
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches
  const first = chooseFirstRender({
    prerendered: readPrerendered(container),
    pathname: window.location.pathname,
    settings,
    prefersDark,
    year: new Date().getFullYear(),
  })
  // The theme the first render uses (the same object, kept by createAppTheme), made outside React's
  // render, where it is one piece of work React cannot slice.
  createAppTheme({
    theme: resolveThemeId(settings.one.theme, prefersDark),
    direction: settings.one.direction,
  })
  await nextTask()
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
