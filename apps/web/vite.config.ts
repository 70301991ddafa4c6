import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const api = process.env.ONE_API_PROXY ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react()],
  // The manifest lets `npm run bench:web` tell the first screen's chunks from the lazy ones.
  build: { sourcemap: true, manifest: true, chunkSizeWarningLimit: 600 },
  // `npm run dev -w @one/web` serves the app with hot reload against a running server.
  server: { proxy: { '/api': api, '/config.js': api } },
})
