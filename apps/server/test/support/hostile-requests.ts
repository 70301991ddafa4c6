// Requests a careless or hostile client could send, generated from the contract's schemas: mostly the
// right shape, with text the database cannot keep, numbers no column holds, wrong types, prototype and
// duplicate keys, deep nesting, and bodies that are not JSON at all.
import fc from 'fast-check'
import { z } from 'zod/mini'

/** JSON written by hand: it can say what JSON.stringify never writes. */
export class Raw {
  constructor(readonly text: string) {}
}
/** An object as a list of fields, so a key can appear twice or be `__proto__`. */
export class Fields {
  constructor(readonly fields: [string, Json][]) {}
}
export type Json = null | boolean | number | string | Raw | Fields | Json[]

export function jsonText(value: Json): string {
  if (value instanceof Raw) return value.text
  if (value instanceof Fields) {
    return `{${value.fields.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`
  }
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`
  return JSON.stringify(value)
}

// Single UTF-16 code units, with NUL and the surrogate halves far more often than chance would pick them.
const codeUnit = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '😀', '\ufeff', '\u202e', '"', '\\'),
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
)

const long = ['t'.repeat(201), '€'.repeat(70_000), 'x'.repeat(1024 * 1024 + 1)]

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\ud83d',
      '\ude00\ud83d',
      'NaN',
      'Infinity',
      '-0',
      '1e308',
      '9007199254740993',
      '__proto__',
      'constructor',
      'prototype',
      'null',
      '',
      '%00',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...long) },
)

const hostileNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    -0,
    2 ** 53 + 1,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    0.5,
    Number.MIN_VALUE,
  ),
  // Numbers JSON allows and a double cannot hold as written.
  fc
    .constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-0.0', '1E+2')
    .map((text) => new Raw(text)),
  fc.integer(),
)

const nested = (open: string, inner: string, close: string) =>
  fc
    .integer({ min: 1, max: 20_000 })
    .map((levels) => new Raw(`${open.repeat(levels)}${inner}${close.repeat(levels)}`))

export const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype')

/** A value of any JSON type, hostile or not. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.constantFrom<Json>(null, true, false, [], new Fields([])),
  nested('[', '', ']'),
  nested('{"a":', '1', '}'),
  fc.tuple(prototypeKey, hostileText).map(([key, text]) => new Fields([[key, text]])),
  fc.constant(new Fields([['constructor', new Fields([['prototype', new Fields([['polluted', true]])]])]])),
  fc.array(hostileText, { maxLength: 3 }),
)

/** Values the schema accepts by type: the right enum members and literals, hostile text and numbers. */
export function fromSchema(schema: z.core.$ZodType): fc.Arbitrary<Json> {
  if (schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodDefault) {
    return fromSchema(schema._zod.def.innerType)
  }
  if (schema instanceof z.core.$ZodObject) {
    const fields = Object.entries(schema._zod.def.shape).map(([key, field]) => {
      const optional = field instanceof z.core.$ZodOptional || field instanceof z.core.$ZodDefault
      const value = fromSchema(field).map((item): [string, Json] => [key, item])
      return optional ? fc.option(value, { nil: undefined, freq: 4 }) : value
    })
    return fc
      .tuple(...fields)
      .map((list) => new Fields(list.filter((field): field is [string, Json] => field !== undefined)))
  }
  if (schema instanceof z.core.$ZodArray)
    return fc.array(fromSchema(schema._zod.def.element), { maxLength: 3 })
  if (schema instanceof z.core.$ZodEnum)
    return fc.constantFrom(...(Object.values(schema._zod.def.entries) as Json[]))
  if (schema instanceof z.core.$ZodLiteral) return fc.constantFrom(...(schema._zod.def.values as Json[]))
  if (schema instanceof z.core.$ZodBoolean) return fc.boolean()
  if (schema instanceof z.core.$ZodNumber) return fc.oneof(fc.integer({ min: 1, max: 3 }), hostileNumber)
  if (schema instanceof z.core.$ZodString) return fc.oneof(fc.string(), hostileText)
  return hostileValue
}

/** A JSON value (as JSON.parse makes them) in the form the generators use. */
export function fromPlain(value: unknown): Json {
  if (Array.isArray(value)) return value.map(fromPlain)
  if (typeof value === 'object' && value !== null) {
    return new Fields(Object.entries(value).map(([key, item]) => [key, fromPlain(item)]))
  }
  return value as Json
}

function copy(value: Json): Json {
  if (value instanceof Fields) return new Fields(value.fields.map(([key, item]) => [key, copy(item)]))
  return Array.isArray(value) ? value.map(copy) : value
}

type Slot = { fields: [string, Json][]; index: number } | { items: Json[]; index: number }

/** The fields and items of a value, to aim a change at one of them. */
function slots(value: Json): Slot[] {
  const found: Slot[] = []
  const pending: Json[] = [value]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next instanceof Fields) {
      const { fields } = next
      fields.forEach(([, item], index) => {
        found.push({ fields, index })
        pending.push(item)
      })
    } else if (Array.isArray(next)) {
      const items = next
      items.forEach((item, index) => {
        found.push({ items, index })
        pending.push(item)
      })
    }
  }
  return found
}

const change = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'duplicate', 'remove', 'add'),
  key: fc.oneof(prototypeKey, hostileText),
  value: hostileValue,
})

/** Up to two changes at random places: another value, a second copy of a field, a missing one, an extra one. */
export function mutated(value: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return fc.tuple(value, fc.array(change, { maxLength: 2 })).map(([generated, changes]) => {
    // Generated values may be shared (constants, shrinking): changes go to a copy.
    const tree = copy(generated)
    for (const { at, kind, key, value: other } of changes) {
      const all = slots(tree)
      const slot = all[at % Math.max(all.length, 1)]
      if (!slot) return copy(other)
      const { index } = slot
      if ('items' in slot) {
        if (kind === 'remove') slot.items.splice(index, 1)
        else slot.items.splice(index + (kind === 'replace' ? 0 : 1), kind === 'replace' ? 1 : 0, copy(other))
        continue
      }
      const name = slot.fields[index]![0]
      if (kind === 'remove') slot.fields.splice(index, 1)
      else if (kind === 'replace') slot.fields[index] = [name, copy(other)]
      else if (kind === 'duplicate') slot.fields.splice(index + 1, 0, [name, copy(other)])
      else slot.fields.splice(index, 0, [key, copy(other)])
    }
    return tree
  })
}

/** Bodies that are not the JSON object a route expects, or not JSON at all. */
export const brokenBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"content":}',
    "{'content':'x'}",
    '{"content":"x"}garbage',
    '[1,]',
    'nul',
    '\u0000',
    '"\\ud800"',
    '{"content":"\\u0000"}',
    '{"__proto__":{"polluted":true},"content":"x"}',
    '{"constructor":{"prototype":{"polluted":true}},"content":"x"}',
    '{"content":"a","content":"\\u0000"}',
    '\ufeff{"content":"x"}',
    '[]',
    '"content"',
    '1e400',
    'null',
    'true',
  ),
  nested('[', '', ']').map(jsonText),
  nested('{"content":', '"x"', '}').map(jsonText),
  fc.string({ unit: codeUnit, maxLength: 60 }),
  // Raw bytes in a string: a NUL (JSON wants it escaped), then bytes that are not UTF-8: a stray
  // continuation, an encoded surrogate, an overlong slash.
  fc
    .constantFrom([0x00], [0xff, 0xfe], [0xed, 0xa0, 0x80], [0xc0, 0xaf])
    .map((bytes) => Buffer.concat([Buffer.from('{"content":"'), Buffer.from(bytes), Buffer.from('"}')])),
)

/** A JSON body for `schema`: mostly its shape with hostile values and a change or two, sometimes broken. */
export function hostileBody(schema: z.core.$ZodType, base: fc.Arbitrary<Json> = fromSchema(schema)) {
  return fc.oneof(
    { weight: 6, arbitrary: mutated(base).map(jsonText) },
    { weight: 2, arbitrary: base.map(jsonText) },
    { weight: 1, arbitrary: brokenBody },
  )
}

export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
)

/**
 * Percent-encodes any text, lone surrogates included (as the three bytes UTF-8 would give them,
 * which are not UTF-8), where encodeURIComponent throws.
 */
export function percentEncode(text: string): string {
  const byte = (value: number) => `%${value.toString(16).toUpperCase()}`
  let encoded = ''
  for (const character of text) {
    const code = character.charCodeAt(0)
    encoded +=
      character.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? byte(0xe0 | (code >> 12)) + byte(0x80 | ((code >> 6) & 0x3f)) + byte(0x80 | (code & 0x3f))
        : encodeURIComponent(character)
  }
  return encoded
}

/** Hostile values of a path or query parameter, as they appear in the address. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  hostileText.filter((text) => text.length < 10_000).map(percentEncode),
  fc.constantFrom(
    '%',
    '%zz',
    '%C0%80',
    '%FF',
    '%ED%A0%80',
    '%00',
    '..%2F..%2Fetc',
    '%2e%2e',
    'a+b',
    'x'.repeat(5000),
  ),
)

/** A query string for `schema` (an object): its own fields with valid or hostile values, and extra ones. */
export function hostileQuery(schema: z.core.$ZodType): fc.Arbitrary<string> {
  const names = schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : []
  const valid = fromSchema(schema).map((value) =>
    value instanceof Fields
      ? value.fields
          .filter(([, item]) => typeof item === 'string')
          .map(([name, item]) => `${name}=${percentEncode(item as string)}`)
      : [],
  )
  const extra = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...names, ...names.map((name) => `${name}[]`)), prototypeKey),
      hostileParam,
    ),
    { maxLength: 3 },
  )
  return fc
    .tuple(valid, extra)
    .map(([pairs, more]) => [...pairs, ...more.map(([name, value]) => `${name}=${value}`)].join('&'))
}
