import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router'
import { AppShell } from './AppShell.tsx'
import { loadWithReload } from './lazy-reload.ts'
import { PageLoading } from './PageLoading.tsx'
import { RouteError } from './RouteError.tsx'

/** A lazily loaded route whose module exports its page component under `name`. */
function page<K extends string>(name: K, load: () => Promise<Record<K, ComponentType>>) {
  return async () => ({ Component: (await loadWithReload(load))[name] })
}

export const router = createBrowserRouter([
  {
    Component: AppShell,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        lazy: page('DefaultLayout', () => import('./layouts/DefaultLayout.tsx')),
        children: [
          { index: true, lazy: page('HomePage', () => import('../features/bins/HomePage.tsx')) },
          { path: 'bins/:id', lazy: page('BinPage', () => import('../features/bins/BinPage.tsx')) },
          { path: '*', lazy: page('NotFoundPage', () => import('../features/not-found/NotFoundPage.tsx')) },
        ],
      },
      {
        path: 'user',
        lazy: page('DashboardLayout', () => import('./layouts/DashboardLayout.tsx')),
        children: [
          {
            path: 'dashboard',
            lazy: page('DashboardPage', () => import('../features/dashboard/DashboardPage.tsx')),
          },
          { path: '*', lazy: page('NotFoundPage', () => import('../features/not-found/NotFoundPage.tsx')) },
        ],
      },
    ],
  },
])
