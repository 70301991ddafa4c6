import { adsMode } from '../../lib/content/promotion-rules.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useSettings } from '../../stores/settings-store.ts'

export function useAdsMode() {
  const signedIn = useAuth((s) => s.user !== null)
  const ads = useSettings((s) => s.settings.one.ads)
  return adsMode(signedIn, ads)
}
