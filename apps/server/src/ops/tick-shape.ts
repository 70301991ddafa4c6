// Node's process.nextTick builds every tick as one object literal with computed keys (async ids, and
// on Node 24 the async context frame too). In V8 each of its stores remembers the map it added to only
// weakly, and a store whose remembered map died (a full GC while no tick was alive: a start's GCs often
// are) turns megamorphic for the process's life: every tick then adds its properties in V8's runtime,
// 5-8 times slower, and a request takes about 7 (docs/decisions/0026-tick-shape.md, re-measured on
// Node 24 in docs/decisions/0038-node-24-and-current-majors.md). One real tick, held by the global
// object, keeps those maps alive whatever keys the running Node gives its ticks (a module's own
// variable is not enough: nothing reads it, so V8 lets it go).
import { createHook } from 'node:async_hooks'

export const tickShapeKey = Symbol.for('one.tickShape')

/** A tick as the running Node makes it: the one `process.nextTick` call between a hook's on and off. */
export function oneTick(): object | undefined {
  let tick: object | undefined
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject') tick ??= resource as object
    },
  }).enable()
  process.nextTick(() => {})
  hook.disable()
  return tick
}

const tick = oneTick()
if (tick) Object.defineProperty(globalThis, tickShapeKey, { value: tick })
