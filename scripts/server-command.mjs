// How the built server is started wherever it is: `npm start`, `npm run cluster`, the benches and the
// browser tests (the Dockerfile's CMD and ENV say the same; test/runtime-pin.test.ts holds them
// together). Both settings keep the resident memory Node 24 would otherwise add (docs/decisions/0044):
// - the young generation stays at the 16 MB semi-spaces Node 20 had, where Node 24 lets it grow to
//   64 MB on a machine of this much memory: 70 MB more resident, no faster;
// - glibc hands blocks of 128 KB and more back to the system when they are freed. By default it raises
//   that threshold after the first large free, so the zones V8 uses once to compile PGlite's engine
//   stay with the process: 60 MB.
export const serverNodeArgs = ['--enable-source-maps', '--max-semi-space-size=16']
export const serverEnv = { MALLOC_MMAP_THRESHOLD_: '131072' }

/** The server's entry, from the repository's root. */
export const serverEntry = 'apps/server/dist/main.js'
