// Run by build.mjs (bundled to dist/build-seed.js): packs the empty PGlite folder that first starts unpack.
import { buildSeed } from './pglite-seed.ts'

buildSeed()
