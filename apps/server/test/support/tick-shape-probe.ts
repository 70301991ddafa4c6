// Run by test/tick-shape.test.ts as `node --allow-natives-syntax --expose-gc dist/tick-shape-probe.js`.
// It keeps the ticks' shape first, as src/main.ts does; then ticks come and go, full garbage
// collections run while none is alive, and it prints whether a tick made then has the kept object's map.
import '../../src/ops/tick-shape.ts'
import { oneTick, tickShapeKey } from '../../src/ops/tick-shape.ts'

const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean
const { gc } = globalThis as unknown as { gc: () => void }

const kept = (globalThis as Record<symbol, object | undefined>)[tickShapeKey]
if (!kept) throw new Error('no shape is kept')
for (let i = 0; i < 100; i++) await new Promise((resolve) => process.nextTick(resolve))
const made = () => oneTick() ?? Object.create(null)
const before = sameMap(made(), kept)
for (let i = 0; i < 4; i++) gc()
await new Promise((resolve) => setTimeout(resolve, 10))
console.info(JSON.stringify({ before, after: sameMap(made(), kept) }))
