import { defaultSettings } from './defaults.ts'
import { migrateToV6 } from './migrations.ts'
import { isPlainObject, type PlainObject } from './plain-data.ts'
import { repairField } from './repair.ts'
import { type UserSettings, userSettings } from './schema.ts'

export interface LoadedSettings {
  settings: UserSettings
  /** For the console only ("Failed to load user settings:"); the user is never shown them (spec 8). */
  problems: string[]
}

/** Reads the value stored under `vuetify@user` (FACTS 1.3). Never throws. */
export function parseStoredSettings(raw: string | null): LoadedSettings {
  if (raw === null) return { settings: defaultSettings(), problems: [] }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    return {
      settings: defaultSettings(),
      problems: [`stored settings are not valid JSON: ${describe(error)}`],
    }
  }
  return migrateSettings(parsed)
}

/**
 * Brings stored settings of any version to a valid v6 object: a local copy or a server copy alike
 * (decision 3). Never throws: what cannot be read falls back to the defaults, with a problem saying why.
 */
export function migrateSettings(value: unknown): LoadedSettings {
  const problems: string[] = []
  try {
    const shaped = toV6Shape(value, problems)
    return { settings: shaped ? repairSettings(shaped, problems) : defaultSettings(), problems }
  } catch (error) {
    problems.push(`stored settings could not be read: ${describe(error)}`)
    return { settings: defaultSettings(), problems }
  }
}

/** Pretty JSON with the top-level keys in the original's order: the sync compares this exact text. */
export function serializeSettings(settings: UserSettings): string {
  const { version, ecosystem, one } = settings
  return JSON.stringify({ version, ecosystem, one }, null, 2)
}

function toV6Shape(value: unknown, problems: string[]): PlainObject | null {
  if (!isPlainObject(value)) {
    problems.push(`stored settings are not an object (${Array.isArray(value) ? 'array' : typeof value})`)
    return null
  }
  if (value.version === undefined) {
    if (!(value.v === undefined || value.v === null || [1, 2, 3, 4, 5].includes(value.v as number))) {
      problems.push(`unknown settings version v=${JSON.stringify(value.v)}; read as version 5`)
    }
    return migrateToV6(value)
  }
  if (value.version === 6) return value
  const looksLikeV6 = isPlainObject(value.ecosystem) || isPlainObject(value.one)
  problems.push(
    `unknown settings version ${JSON.stringify(value.version)}; ${looksLikeV6 ? 'read as version 6' : 'the defaults are used'}`,
  )
  return looksLikeV6 ? value : null
}

function repairSettings(shaped: PlainObject, problems: string[]): UserSettings {
  const defaults = defaultSettings()
  const { ecosystem, one } = userSettings.shape
  // The final parse only confirms what the repair guarantees, and makes the result typed.
  return userSettings.parse({
    version: 6,
    ecosystem: repairField(shaped.ecosystem, defaults.ecosystem, ecosystem, 'ecosystem', problems),
    one: repairField(shaped.one, defaults.one, one, 'one', problems),
  })
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
