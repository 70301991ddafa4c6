// Built for Node and run once after `vite build` (scripts/prerender.mjs): none of this reaches the browser.
import createEmotionServer from '@emotion/server/create-instance'
import Container from '@mui/material/Container'
import type { Bin } from '@one/contract/bins'
import { defaultSettings } from '@one/contract/settings/defaults'
import { type ReactNode, StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { App } from './app/App.tsx'
import { type Prerendered, prerenderedAttributes } from './app/first-render.ts'
import { ltrCache, PRERENDERED_STYLES } from './app/ltr-cache.ts'
import { PRERENDERED_GLOBALS } from './app/prerendered-globals.ts'
import { ThemeRoot } from './app/ThemeRoot.tsx'
import { BinView } from './features/bins/BinView.tsx'
import { QueryProvider } from './lib/query-client.tsx'
import { createAppTheme } from './lib/theme/create-app-theme.ts'
import { resolveThemeId } from './lib/theme/themes.ts'

export type PrerenderedPage = {
  /** The app's markup, for the root element. */
  html: string
  /** The root element's attributes that tell the browser what was prerendered (app/first-render.ts). */
  rootAttributes: string
  /** The `<html>` element's attributes the app sets at start, so they hold before it runs. */
  htmlAttributes: string
  /** For the head: React's resource hints, then the critical styles of `html` (see `styleElements`). */
  head: string
}

const emotion = createEmotionServer(ltrCache)

// The prerender draws a first visit: nothing is stored yet.
const firstVisit: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
}
globalThis.localStorage ??= firstVisit

function HomeAddress({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>
}

/**
 * The first screen as React draws it with the default settings for a guest: the home page, or the
 * shell (header and footer around a neutral main area) that every other address starts from.
 */
export async function prerenderPage(page: Prerendered['page']): Promise<PrerenderedPage> {
  // Each page carries the styles of its own renders: none left over from the page before.
  for (const id of Object.keys(ltrCache.inserted)) delete ltrCache.inserted[id]
  const year = new Date().getFullYear()
  const app = (
    <StrictMode>
      <App Router={HomeAddress} neutralMain={page === 'shell'} />
    </StrictMode>
  )
  // The first pass loads the lazy layout and page; the second draws them at once, and all in place: no
  // boundary is left to be revealed later by an inline script (which the content security policy refuses).
  const inPlace = { progressiveChunkSize: Number.POSITIVE_INFINITY }
  await prerender(app, inPlace)
  const drawn = await new Response((await prerender(app, inPlace)).prelude).text()
  if (/<script|<template|<!--\$[?!]/.test(drawn))
    throw new Error(`prerender: ${page} left a boundary unfinished`)
  // Outside a whole document React puts its hints (an image preload) first: they belong in the head.
  const [, hints = '', html = ''] = drawn.match(/^((?:<link [^>]*>)*)([\s\S]*)$/) ?? []
  // The shell's styles include those of a shared bin, which arrives after: the browser then finds them
  // made, instead of computing them all while it mounts the page (the longest task of the first load).
  const styled = html + (page === 'home' ? '' : await binAsAGuestSeesIt())
  const { theme, direction } = defaultSettings().one
  const themeId = resolveThemeId(theme, true)
  const { mode } = createAppTheme({ theme: themeId, direction }).palette
  return {
    html,
    rootAttributes: prerenderedAttributes({ page, year }),
    htmlAttributes: `dir="${direction}" data-theme="${themeId}" style="color-scheme: ${mode};"`,
    head: hints + styleElements(styled + everyClass()),
  }
}

/**
 * The styles of `html` as style elements the browser's cache adopts in place (app/ltr-cache.ts), and
 * the global ones under a name Emotion does not move (app/prerendered-globals.ts).
 */
function styleElements(html: string): string {
  const elements = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
  return elements
    .replaceAll(`data-emotion="${ltrCache.key} `, `${PRERENDERED_STYLES}="${ltrCache.key} `)
    .replaceAll(`data-emotion="${ltrCache.key}-global `, `${PRERENDERED_GLOBALS}="${ltrCache.key}-global `)
}

/**
 * The class of every style the renders made. A component styled on top of another (an app bar on a
 * paper) makes a style of its own that only the outer one's class combines, so it is in no element's
 * class: without it in the page the browser computes and inserts it again while it hydrates.
 */
function everyClass(): string {
  return Object.keys(ltrCache.inserted)
    .map((id) => ` ${ltrCache.key}-${id}`)
    .join('')
}

/** Someone else's bin as a guest sees it, at an address only the prerender knows. */
async function binAsAGuestSeesIt(): Promise<string> {
  const shared: Bin = {
    id: 'Prerendered01',
    title: 'example.ts',
    content: 'export const answer = 42\n',
    language: 'typescript',
    visibility: 'public',
    favorite: false,
    pinned: false,
    owner: { id: 'owner', name: 'Owner', picture: 'https://example.invalid/picture.png' },
    mine: false,
    version: 1,
    expiresAt: null,
    burn: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
  return drawn(
    <StaticRouter location={`/bins/${shared.id}`}>
      <QueryProvider>
        <Container maxWidth="lg" sx={{ py: 4 }}>
          <BinView bin={shared} refetch={async () => ({ data: shared })} />
        </Container>
      </QueryProvider>
    </StaticRouter>,
  )
}

/** What the app's theme draws of `element`: only its styles are kept (see `everyClass`). */
async function drawn(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(<ThemeRoot>{element}</ThemeRoot>)
  return new Response(prelude).text()
}

// The elements scripts/prerender.mjs names in each page's render wait: a Node script cannot import the
// contract's TypeScript, so the bundle hands them over.
export { PAGE_PREVIEW_ELEMENT_ID, PREVIEW_BODY_ELEMENT_ID } from '@one/contract/runtime-config'
