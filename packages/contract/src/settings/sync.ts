import { z } from 'zod/mini'
import { endpoints } from '../endpoint.ts'
import { storableSettings, userSettings } from './schema.ts'

/** Settings are small; a larger body is refused before it is parsed. */
export const SETTINGS_BODY_LIMIT = 64 * 1024

/** POST /user/settings, both ways: the settings sent, and the settings stored. */
export const settingsBody = z.object({ settings: userSettings })
export type SettingsBody = z.infer<typeof settingsBody>

export const settingsEndpoints = endpoints('settings', {
  save: {
    method: 'POST',
    path: '/user/settings',
    summary: 'Store the signed-in user settings (version 6)',
    // The v6 shape, and only what the database can keep: a refusal names the field like any other.
    body: z.object({ settings: storableSettings }),
    response: settingsBody,
  },
})
