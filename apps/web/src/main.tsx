// The app's modules take a phone several hundred milliseconds to evaluate. Imported statically they
// would run in one task that blocks every tap meanwhile (total blocking time, docs/decisions/0017), so each big
// chunk is evaluated in a task of its own: React, then Emotion with MUI's system, then MUI's
// components, then the settings' schemas, then the API's, then the stores, then the app.
// build/first-screen-chunks.ts makes those chunks, and the HTML asks for all of them at once. No
// top-level await: with it the bundler puts a one-line facade before every lazy page.
// Its own, not lib/next-task.ts: a static import here puts that module's chunk in the entry's first task.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function boot() {
  // Each names what it uses, or the bundler would keep every export of the module for the import.
  await import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot)
  await nextTask()
  await import('@mui/system').then(({ ThemeProvider }) => ThemeProvider)
  await nextTask()
  await import('@mui/material/styles').then(({ createTheme }) => createTheme)
  await nextTask()
  await import('@one/contract/settings/schema').then(({ userSettings }) => userSettings)
  await nextTask()
  await import('@one/contract/auth').then(({ authEndpoints }) => authEndpoints)
  await nextTask()
  await import('./stores/settings-store.ts').then(({ useSettings }) => useSettings)
  await nextTask()
  const { start } = await import('./app/start.tsx')
  await start()
}

boot()
