import { type ComponentType, lazy } from 'react'
import { Route, Routes } from 'react-router'
import { AppShell } from './AppShell.tsx'
import { loadWithReload } from './lazy-reload.ts'

/** A lazily loaded page whose module exports its component under `name`. */
function page<K extends string>(name: K, load: () => Promise<Record<K, ComponentType>>) {
  return lazy(async () => ({ default: (await loadWithReload(load))[name] }))
}

const DefaultLayout = page('DefaultLayout', () => import('./layouts/DefaultLayout.tsx'))
const DashboardLayout = page('DashboardLayout', () => import('./layouts/DashboardLayout.tsx'))
const HomePage = page('HomePage', () => import('../features/bins/HomePage.tsx'))
const BinPage = page('BinPage', () => import('../features/bins/BinPage.tsx'))
const DashboardPage = page('DashboardPage', () => import('../features/dashboard/DashboardPage.tsx'))
const NotFoundPage = page('NotFoundPage', () => import('../features/not-found/NotFoundPage.tsx'))

// Routes of spec section 2; any other path is the not-found page, open to guests.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route element={<DefaultLayout />}>
          <Route index element={<HomePage />} />
          <Route path="bins/:id" element={<BinPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="user" element={<DashboardLayout />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  )
}
