import { activeSuit } from '@one/contract/settings/rules'
import type { SuitElement } from '@one/contract/settings/schema'
import { useEffect, useState } from 'react'
import { useSettings } from '../../stores/settings-store.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'

type SuitArt = typeof import('./suits/suit-art.ts')

// The art is fetched the first time a suit is worn: most visitors never wear one (decision 4).
let art: SuitArt | undefined
let loading: Promise<SuitArt> | undefined
const loadArt = () => {
  loading ??= import('./suits/suit-art.ts').then((module) => (art = module))
  return loading
}

/** The page suit's background for one element, when that element wears it (FACTS 1.7). */
export function useSuitStyle(element: SuitElement): ReturnType<SuitArt['suitBackgroundStyle']> | undefined {
  const subscriber = useIsSubscriber()
  // A string, not the settings object: the header and footer render again only when their suit changes.
  const suit = useSettings((s) => {
    const active = activeSuit(s.settings, subscriber)
    return active?.elements.includes(element) ? active.suit : undefined
  })
  const [, setLoaded] = useState(art !== undefined)
  useEffect(() => {
    if (suit && !art) void loadArt().then(() => setLoaded(true))
  }, [suit])
  return suit && art ? art.suitBackgroundStyle(suit, element) : undefined
}
