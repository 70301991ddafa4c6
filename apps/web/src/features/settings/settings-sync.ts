import { HttpError } from '@one/contract/errors'
import { migrateSettings, serializeSettings } from '@one/contract/settings/load'
import { settingsEndpoints } from '@one/contract/settings/sync'
import { http } from '../../lib/http.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { useSnackbars } from '../../stores/snackbar-store.ts'

const PUSH_DELAY_MS = 500
/** The id of the user whose local change has not reached the server yet (the page closed first, say). */
export const UNSYNCED_KEY = 'one@settings-unsynced'

/**
 * Keeps a signed-in user's settings in step with their account (FACTS decision 3):
 * - the server copy wins at sign-in and verify when it differs (older versions migrated first);
 * - local changes are pushed 500 ms after the last one; an answer arriving while a push is pending or
 *   under way carries an older copy and is ignored;
 * - a change not yet on the server (the page closed within the delay, say) is marked unsynced, and the
 *   local copy wins at that user's next verify;
 * - a first sign-in whose account has no settings uploads the local ones;
 * - with sync off nothing is pulled or pushed.
 * Returns the function that stops it.
 */
export function startSettingsSync(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pushing = false
  let applyingServerCopy = false

  const push = async () => {
    timer = undefined
    const { settings } = useSettings.getState()
    if (!useAuth.getState().user || !settings.one.sync) return
    pushing = true
    try {
      const answer = await http.call(settingsEndpoints.save, { body: { settings } })
      const user = useAuth.getState().user
      if (timer === undefined) localStorage.removeItem(UNSYNCED_KEY)
      if (user) useAuth.setState({ user: { ...user, settings: answer.settings } })
    } catch (error) {
      // An ended session is told once, by the auth store, with a way to sign in again.
      if (error instanceof HttpError && error.status === 401) return
      // A copy the server refused is not sent again at every verify.
      if (error instanceof HttpError) localStorage.removeItem(UNSYNCED_KEY)
      useSnackbars.getState().pushError(error, 'Error syncing settings')
    } finally {
      pushing = false
    }
  }

  const schedulePush = () => {
    clearTimeout(timer)
    timer = setTimeout(push, PUSH_DELAY_MS)
    const user = useAuth.getState().user
    if (user) localStorage.setItem(UNSYNCED_KEY, user.id)
  }

  const stopAuth = useAuth.subscribe((state, previous) => {
    const user = state.user
    if (!user || user === previous.user) return
    const local = useSettings.getState().settings
    if (!local.one.sync || timer !== undefined || pushing) return
    if (user.settings === null) {
      if (previous.user === null) schedulePush()
      return
    }
    if (localStorage.getItem(UNSYNCED_KEY) === user.id) {
      schedulePush()
      return
    }
    const { settings, problems } = migrateSettings(user.settings)
    for (const problem of problems) console.warn('Server settings:', problem)
    if (serializeSettings(settings) === serializeSettings(local)) return
    applyingServerCopy = true
    useSettings.getState().replace(settings)
    applyingServerCopy = false
  })

  const stopSettings = useSettings.subscribe((state, previous) => {
    if (applyingServerCopy || state.settings === previous.settings) return
    if (!useAuth.getState().user || !state.settings.one.sync) return
    schedulePush()
  })

  return () => {
    clearTimeout(timer)
    stopAuth()
    stopSettings()
  }
}
