// Code two libraries ship in every first screen although this app never runs it (docs/decisions/0021: at most
// 160 KB of gzip before the visitor acts). Only the production build is changed; the dev server keeps
// the packages as they are.
import type { Plugin } from 'vite'

/**
 * react-router's production build names its components for React's tools (`Link.displayName = …`) and
 * makes them with un-annotated `React.forwardRef(…)`/`createContext(…)` calls: to the bundler both are
 * side effects, so every export stayed, data routers, forms, fetchers and scroll restoration with them
 * (2 KB of gzip). Without the names and with the calls marked pure, only what the app imports is kept.
 */
function reactRouter(code: string) {
  return code
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/= (React[$\d]*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1')
}

/**
 * MUI's createTheme builds a CSS-variables theme when asked for `cssVariables` or `colorSchemes`, and
 * imports that builder either way (with its variable parser and scheme selectors: 5 KB of gzip). This
 * app's themes (lib/theme/create-app-theme.ts) and MUI's default theme ask for neither; a theme that
 * did would fail at once with this message rather than quietly lose its variables.
 */
function muiCreateTheme(code: string) {
  const builder = 'import createThemeWithVars from "./createThemeWithVars.mjs";'
  if (!code.includes(builder))
    throw new Error('MUI createTheme no longer imports createThemeWithVars as expected')
  return code.replace(
    builder,
    `function createThemeWithVars() { throw new Error("This build leaves out MUI's CSS-variables themes (apps/web/build/trim-modules.ts)") }`,
  )
}

/**
 * @emotion/react imports hoist-non-react-statics (and with it react-is 16) for its `withTheme`, which
 * neither this app nor MUI calls, and once more bare, to keep it: the package says nothing of side
 * effects, so the bundler kept both (2 KB of gzip). It has none; unused, it goes.
 */
const sideEffectFree = /\/node_modules\/hoist-non-react-statics\//

/**
 * Vite's helper for lazy imports adds `<link>`s for a lazy chunk's style sheets and preloads. This app
 * has no style sheets (Emotion) and preloads nothing (`modulePreload: false`, vite.config.ts), so it is
 * only ever given an empty list, but its link-building code sat in the entry's first chunk (1 KB of
 * gzip). What is left does what the helper does then: import, and on failure tell the page through
 * `vite:preloadError`. `generateBundle` below fails the build if a style sheet ever appears.
 */
function vitePreloadHelper(code: string) {
  if (!code.includes('__vitePreload'))
    throw new Error("Vite's lazy-import helper no longer has __vitePreload")
  return `export const __vitePreload = (baseModule) => baseModule().catch((error) => {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`
}

const trims: [RegExp, (code: string) => string][] = [
  [/vite\/preload-helper/, vitePreloadHelper],
  [/\/react-router\/dist\/production\/.+\.js$/, reactRouter],
  [/\/@mui\/material\/styles\/createTheme\.mjs$/, muiCreateTheme],
]

export function trimModules(): Plugin {
  return {
    name: 'one:trim-modules',
    apply: 'build',
    transform: {
      filter: {
        id: /\/(react-router\/dist\/production|@mui\/material\/styles|hoist-non-react-statics)\/|vite\/preload-helper/,
      },
      handler(code, id) {
        if (sideEffectFree.test(id)) return { code, moduleSideEffects: false }
        const trim = trims.find(([pattern]) => pattern.test(id))?.[1]
        return trim ? trim(code) : null
      },
    },
    generateBundle(_options, bundle) {
      const sheet = Object.keys(bundle).find((file) => file.endsWith('.css'))
      if (sheet) this.error(`${sheet}: the trimmed lazy-import helper does not load style sheets`)
    },
  }
}
