// Run by build.mjs (bundled to dist/build-seed.js): packs the migrated PGlite folder that first starts unpack.
import { buildSeed } from './pglite-seed.ts'

await buildSeed()
