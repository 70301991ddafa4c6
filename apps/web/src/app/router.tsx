import { type ComponentType, lazy, useEffect } from 'react'
import { Route, Routes } from 'react-router'
import { clearReloadFlag, loadWithReload } from '../lib/lazy-reload.ts'
import { AppShell } from './AppShell.tsx'
import { DASHBOARD_SEGMENT } from './layout-paths.ts'

type Module<K extends string> = Promise<Record<K, ComponentType>>

/** A lazily loaded layout whose module exports its component under `name`. */
function layout<K extends string>(name: K, load: () => Module<K>) {
  return lazy(async () => ({ default: (await loadWithReload(load))[name] }))
}

/** A lazily loaded page once on screen: its load succeeded, and the reload flag goes. */
function ShownPage({ page: Page }: { page: ComponentType }) {
  useEffect(() => clearReloadFlag(), [])
  return <Page />
}

/** A lazily loaded page whose module exports its component under `name`. */
function page<K extends string>(name: K, load: () => Module<K>) {
  return lazy(async () => {
    const Page: ComponentType = (await loadWithReload(load))[name]
    return { default: () => <ShownPage page={Page} /> }
  })
}

const DefaultLayout = layout('DefaultLayout', () => import('./layouts/DefaultLayout.tsx'))
const DashboardLayout = layout('DashboardLayout', () => import('./layouts/DashboardLayout.tsx'))
const HomePage = page('HomePage', () => import('../features/bins/HomePage.tsx'))
const BinPage = page('BinPage', () => import('../features/bins/BinPage.tsx'))
const DashboardPage = page('DashboardPage', () => import('../features/dashboard/DashboardPage.tsx'))
const AdminPage = page('AdminPage', () => import('../features/admin/AdminPage.tsx'))
const ConsentPage = page('ConsentPage', () => import('../features/mcp-sign-in/ConsentPage.tsx'))
const NotFoundPage = page('NotFoundPage', () => import('../components/NotFoundPage.tsx'))

// Routes of spec section 2; any other path is the not-found page, open to guests.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route element={<DefaultLayout />}>
          <Route index element={<HomePage />} />
          <Route path="bins/:id" element={<BinPage />} />
          <Route path="admin" element={<AdminPage />} />
          <Route path="oauth/consent/:uid" element={<ConsentPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path={DASHBOARD_SEGMENT} element={<DashboardLayout />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  )
}
