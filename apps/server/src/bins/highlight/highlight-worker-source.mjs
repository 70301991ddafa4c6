// The pool's thread when the server runs from its TypeScript sources (the tests): a worker does not
// inherit the loader that runs them, so it registers tsx itself. The built server runs
// dist/highlight-worker.js instead.
import { register } from 'tsx/esm/api'

register()
const { default: highlight } = await import('./highlight-worker.ts')

export default highlight
