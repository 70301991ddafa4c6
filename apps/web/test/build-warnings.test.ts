import { build, createLogger, type Logger } from 'vite'
import { expect, test } from 'vitest'

// Issue 24 item 23: `npm start` builds the app when its sources changed, and a warning there is noise a
// newcomer cannot act on (14 lines about the code-splitting groups' names once).
test('the production build of the app warns about nothing', { timeout: 120_000 }, async () => {
  const warnings: string[] = []
  const logger: Logger = {
    ...createLogger('warn'),
    warn: (message) => void warnings.push(message),
    warnOnce: (message) => void warnings.push(message),
  }
  await build({
    root: `${import.meta.dirname}/..`,
    configFile: `${import.meta.dirname}/../vite.config.ts`,
    logLevel: 'warn',
    customLogger: logger,
    build: { write: false },
  })
  expect(warnings).toEqual([])
})
