// Two chunks for every first screen instead of fifty. Left to itself the bundler makes a chunk of each
// set of modules the lazy pages and dialogs share, and the first screen asked for ~50 files: each
// request costs the phone's main thread a millisecond or two before any byte arrives, and the boot
// script's burst of them was the longest task of the load (docs/decisions/0017). So what the entry and the layout
// import statically makes one chunk; what the home and bin pages import beyond it, one shared and one
// each; the editors' own code (CodeMirror) one more. What only lazy dialogs use is split as before.
import { resolve } from 'node:path'

type ModuleInfo = { importedIds: readonly string[] }
type Context = { getModuleInfo(id: string): ModuleInfo | null }

const src = (path: string) => resolve(import.meta.dirname, '../src', path)

const shell = ['app/start.tsx', 'app/layouts/DefaultLayout.tsx'].map(src)
/**
 * The stores the first render reads (settings, who is signed in) and what they import: a chunk of their
 * own, `stores`, evaluated in a task before the rest of the shell (src/main.tsx). Making them reads the
 * stored settings and the page's configuration; with the app's components it was the longest module
 * evaluation of the load, 15-27 ms in one task on a host of the phone class the targets are set for (scripts/cpu-multiplier.mjs).
 */
const storeRoots = ['stores/settings-store.ts', 'stores/auth-store.ts'].map(src)
const homePage = [src('features/bins/HomePage.tsx')]
// A reader's bin page keeps the server's markup: the bin page's own chunk is that and the reader's
// actions. The app's bin page (MUI, the query cache, the owner's editor) is `bin-screen`, fetched only
// for an owner or a bin the server did not write.
const binPage = [src('features/bins/BinPage.tsx')]
const binScreenPage = [src('features/bins/BinScreen.tsx')]
// The home page's own editor is a plain field; CodeMirror's editor is fetched on intent (docs/decisions/0021).
const editors = [src('features/bins/BinEditor.tsx')]
/**
 * What the layout and the header fetch on every page once it is idle, before anyone acts: the content
 * store and the rules that pick a banner, a promotion and the unread count (build/page-assets.mjs counts
 * them in the budget). Left to the page groups, the MUI parts and the store they share with the bin page
 * went into `bin`, and `/` fetched the whole bin page (40 KB of gzip) to draw a promotion (docs/decisions/0021).
 * They are one chunk, `idle`; the bars they draw when the operator has published something, another,
 * `idle-bars`, fetched only then.
 */
export const idleLoaded = [
  'features/banners/SiteBanner.tsx',
  'features/promotions/FooterPromotion.tsx',
  'features/user-menu/UnreadBadge.tsx',
]
const idleRoots = idleLoaded.map(src)
const idleBarRoots = ['components/content/BannerBar.tsx', 'features/promotions/FooterPromotionBar.tsx'].map(
  src,
)

// MUI's theme imports the class names of a dozen components (for forced colours), each from that
// component's index, which also exports the component: followed whole, the shell's chunk took in the
// text field's InputBase and TextareaAutosize that no first screen draws (5 KB of gzip, docs/decisions/0021).
const classNames = /Classes\.mjs$/
const componentIndex = /\/@mui\/material\/[^/]+\/index\.mjs$/
// MUI's components import @mui/system's index, which also re-exports its layout components and media
// query hook: followed through it, the shell's chunks took in Stack, Container, Grid and useMediaQuery,
// which only lazy pages and dialogs use (3 KB of gzip, docs/decisions/0021). Imported directly, they are followed.
const systemIndex = /\/@mui\/system\/index\.mjs$/
const systemLayout = /\/@mui\/system\/(Stack|Container|Grid|useMediaQuery)\//

/** Every module the roots import statically, themselves included. */
function staticClosure(roots: readonly string[], context: Context): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  const importsOf = (id: string) => context.getModuleInfo(id)?.importedIds ?? []
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    for (const imported of importsOf(id)) {
      if (classNames.test(id) && componentIndex.test(imported))
        stack.push(...importsOf(imported).filter((name) => classNames.test(name)))
      else if (!(systemIndex.test(id) && systemLayout.test(imported))) stack.push(imported)
    }
  }
  return seen
}

type Name =
  | 'react'
  | 'emotion'
  | 'mui'
  | 'contract'
  | 'contract-api'
  | 'stores'
  | 'app'
  | 'pages'
  | 'home'
  | 'idle'
  | 'idle-bars'
  | 'bin'
  | 'bin-screen'
  | 'controls'
  | 'cm-state'
  | 'cm-view'
  | 'cm-language'
  | 'cm-autocomplete'
  | 'editor'

// The shell's code in the chunks src/main.tsx evaluates one task at a time, first to last.
const vendors: [Name, RegExp][] = [
  ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
  [
    'emotion',
    /\/node_modules\/(@mui\/(system|styled-engine|utils|private-theming)|@emotion\/[^/]+|stylis|hoist-non-react-statics|react-is|clsx|@babel\/runtime)\//,
  ],
  ['mui', /\/node_modules\/@mui\/[^/]+\//],
  // The settings' schemas and zod first, then the API's the shell reads (auth, errors): built together
  // they were one task of 9-24 ms on this machine's Chromium.
  ['contract', /\/node_modules\/zod\/|\/packages\/contract\/src\/(settings\/|storable)/],
  ['contract-api', /\/packages\/contract\//],
]

// CodeMirror in the chunks features/bins/code-mirror.ts evaluates one task at a time, before the editor's.
const codeMirror: [Name, RegExp][] = [
  ['cm-state', /\/node_modules\/(@codemirror\/state|@marijn\/[^/]+|style-mod|w3c-keyname|crelt)\//],
  ['cm-view', /\/node_modules\/@codemirror\/view\//],
  ['cm-language', /\/node_modules\/(@codemirror\/language|@lezer\/common|@lezer\/highlight)\//],
  // The languages' packages use it for their completions: a reader's page needs it, not the editor.
  ['cm-autocomplete', /\/node_modules\/@codemirror\/autocomplete\//],
]

/**
 * The code-splitting groups, first to last: each takes its modules and their static imports that an
 * earlier one left, so a page's chunk holds only what the shell's does not. `controls` is what the app's
 * bin page draws and the home page's editor shares (the toolbar's fields).
 */
export function firstScreenChunks() {
  let sets:
    | Record<'app' | 'stores' | 'home' | 'idle' | 'idleBars' | 'bin' | 'binScreen' | 'editor', Set<string>>
    | undefined
  const nameOf = (id: string, context: Context): Name | null => {
    sets ??= {
      app: staticClosure(shell, context),
      stores: staticClosure(storeRoots, context),
      home: staticClosure(homePage, context),
      idle: staticClosure(idleRoots, context),
      idleBars: staticClosure(idleBarRoots, context),
      bin: staticClosure(binPage, context),
      binScreen: staticClosure(binScreenPage, context),
      editor: staticClosure(editors, context),
    }
    const { app, stores, home, idle, idleBars, bin, binScreen, editor } = sets
    // The entry imports Vite's preload helper statically (a no-op without module preloads, but still
    // there): in the app's chunk it would bring the whole app into the entry's first task.
    if (id.includes('vite/preload-helper')) return 'react'
    if (app.has(id))
      return vendors.find(([, pattern]) => pattern.test(id))?.[0] ?? (stores.has(id) ? 'stores' : 'app')
    // What the home page shares with the bin page or the idle loads, which every page fetches.
    if (home.has(id) && (bin.has(id) || idle.has(id))) return 'pages'
    if (home.has(id)) return 'home'
    if (idle.has(id)) return 'idle'
    if (idleBars.has(id)) return 'idle-bars'
    if (bin.has(id)) return 'bin'
    if (binScreen.has(id)) return editor.has(id) ? 'controls' : 'bin-screen'
    if (editor.has(id)) return codeMirror.find(([, pattern]) => pattern.test(id))?.[0] ?? 'editor'
    return null
  }
  const order: Name[] = [
    'react',
    'emotion',
    'mui',
    'contract',
    'contract-api',
    'stores',
    'app',
    'pages',
    'home',
    'idle',
    'idle-bars',
    'bin',
    'controls',
    'bin-screen',
    'cm-state',
    'cm-view',
    'cm-language',
    'cm-autocomplete',
    'editor',
  ]
  return order.map((name, index) => ({
    name: (id: string, context: Context) => (nameOf(id, context) === name ? name : null),
    debugName: name,
    priority: order.length - index,
  }))
}
