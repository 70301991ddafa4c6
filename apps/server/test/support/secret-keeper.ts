// Reads or makes the session secret kept in DATA_DIR at the wall-clock time START_AT (so that several
// of these try at once) and prints it. test/session-secret.test.ts runs it.
import { keptSessionSecret } from '../../src/config/session-secret.ts'

const startAt = Number(process.env.START_AT ?? 0)
while (Date.now() < startAt) {
  // Spin rather than sleep, so every keeper leaves the line within the same millisecond.
}
process.stdout.write(`${keptSessionSecret(process.env.DATA_DIR!)}\n`)
