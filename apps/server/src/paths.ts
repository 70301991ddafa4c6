import { fileURLToPath } from 'node:url'

// This file sits one folder below the package root, as the bundle does (dist/main.js): the same
// relative address finds the package root from the sources in tests and from the built server.
export const serverRoot = fileURLToPath(new URL('../', import.meta.url))
export const migrationsDir = `${serverRoot}drizzle`
export const defaultWebDist = `${serverRoot}../web/dist`
