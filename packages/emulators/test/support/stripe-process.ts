// The Stripe emulator in a process of its own, for tests that kill it: DATA_DIR, WEBHOOK_URL and
// SECRET_KEY say how; it prints its API address once it listens.
import { startEmulators } from '../../src/standalone.ts'

const running = await startEmulators({
  stripe: {
    dataDir: process.env.DATA_DIR,
    secretKey: process.env.SECRET_KEY,
    webhook: { url: process.env.WEBHOOK_URL!, secret: process.env.WEBHOOK_SECRET! },
  },
})
process.stdout.write(`${JSON.stringify(running.urls.stripe)}\n`)
