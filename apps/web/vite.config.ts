import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildReport } from './build/build-report.ts'
import { firstScreenChunks } from './build/first-screen-chunks.ts'
import { trimModules } from './build/trim-modules.ts'

const api = process.env.ONE_API_PROXY ?? 'http://localhost:3000'

export default defineConfig(({ isSsrBuild }) => {
  // With ONE_WEB_BUILD_REPORT set (by `npm test`), the build's warnings and chunks for the tests.
  const report = buildReport(isSsrBuild === true)
  return {
    // trimModules: code react-router and MUI ship that this app never runs, out of its first screens.
    plugins: [react(), trimModules(), ...report.plugins],
    ...(report.customLogger ? { customLogger: report.customLogger } : {}),
    // The manifest tells scripts/prerender.mjs which chunks each first screen needs, and `npm run bench:web`
    // the first screen's chunks from the lazy ones. No source maps: the server serves everything in dist/,
    // and a map would publish the sources.
    build: {
      sourcemap: false,
      // No preload helper: the boot script asks for every chunk of the first screen already, and the
      // helper's links for a lazy chunk's imports were added in the task that rendered it, a millisecond
      // or more each on a phone (docs/decisions/0004). A lazy chunk's imports are found by the browser instead.
      modulePreload: false,
      manifest: true,
      chunkSizeWarningLimit: 600,
      // The prerender's Node build keeps the bundler's own splitting: it is never sent anywhere.
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: firstScreenChunks() } } },
    },
    // `npm run dev -w @one/web` serves the app with hot reload against a running server.
    server: { proxy: { '/api': api } },
  }
})
