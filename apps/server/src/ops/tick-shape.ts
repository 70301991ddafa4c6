// Node's process.nextTick builds every tick as one object literal with computed keys:
// `{ [async_id_symbol]: id, [trigger_async_id_symbol]: id, callback, args }`. In Node 20's V8 each of
// its stores remembers the map it added to only weakly, and a store whose remembered map died (a full
// GC while no tick was alive: a start's GCs often are) turns megamorphic for the process's life. From
// then on every tick adds its properties in V8's runtime: ~300 ns more per tick, and a request takes
// about 7 (decision 26). One object of the ticks' shape, held by the global object, keeps those maps
// alive (a module's own variable is not enough: nothing reads it, so V8 lets it go). Its ids are
// doubles, as the ticks' are (Node reads them from a Float64Array): whole numbers would give it a map
// of small integers, which the first tick's ids would replace.
import { AsyncResource } from 'node:async_hooks'

export const tickShapeKey = Symbol.for('one.tickShape')

const ids = Object.getOwnPropertySymbols(new AsyncResource('TickShape'))
const asyncIdKey = ids.find((key) => key.description === 'async_id_symbol')
const triggerAsyncIdKey = ids.find((key) => key.description === 'trigger_async_id_symbol')

if (asyncIdKey && triggerAsyncIdKey) {
  const tickShape = { [asyncIdKey]: 0.5, [triggerAsyncIdKey]: 0.5, callback: () => {}, args: undefined }
  Object.defineProperty(globalThis, tickShapeKey, { value: tickShape })
}
