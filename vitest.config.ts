import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Both cores of the machines here: Vitest's default leaves one idle (a core less than there are),
    // and the suite took 610 s on one worker, 370 s on two (docs/decisions/0045).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      { test: { name: 'emulators', root: 'packages/emulators', environment: 'node' } },
      // The command line's tests run its real binary against a started server (apps/server's support).
      {
        test: {
          name: 'cli',
          root: 'packages/cli',
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
})
