import { activeSuit } from '@one/contract/settings/rules'
import type { SuitElement } from '@one/contract/settings/schema'
import { useIsSubscriber } from '../auth/use-subscriber.ts'
import { useSettings } from './settings-store.ts'
import { suitBackgroundStyle } from './suits/suit-art.ts'

/** The page suit's background for one element, when that element wears it (FACTS 1.7). */
export function useSuitStyle(element: SuitElement): ReturnType<typeof suitBackgroundStyle> | undefined {
  const settings = useSettings((s) => s.settings)
  const active = activeSuit(settings, useIsSubscriber())
  if (!active?.elements.includes(element)) return undefined
  return suitBackgroundStyle(active.suit, element)
}
