import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { loadWithReload } from '../../lib/lazy-reload.ts'
import type { TabId } from './dashboard-tabs.ts'

type Module<K extends string> = Promise<Record<K, ComponentType>>

/** A tab's content, fetched when the tab is first opened. */
function tab<K extends string>(name: K, load: () => Module<K>) {
  return lazy(async () => ({ default: (await loadWithReload(load))[name] }))
}

/** Each tab's content component: a named export with no props, rendering its sections (h2). */
export const tabPages: Record<TabId, LazyExoticComponent<ComponentType>> = {
  overview: tab('OverviewTab', () => import('./overview/OverviewTab.tsx')),
  bins: tab('BinsTab', () => import('./bins/BinsTab.tsx')),
  subscription: tab('SubscriptionTab', () => import('./tabs/SubscriptionTab.tsx')),
  sponsorships: tab('SponsorshipsTab', () => import('./tabs/SponsorshipsTab.tsx')),
  team: tab('TeamTab', () => import('./tabs/TeamTab.tsx')),
  api: tab('ApiTab', () => import('./tabs/ApiTab.tsx')),
  settings: tab('SettingsTab', () => import('./tabs/SettingsTab.tsx')),
  account: tab('AccountTab', () => import('./account/AccountTab.tsx')),
}
