// Checks a JSON answer of the Stripe emulator against the pinned SDK's types, read with the TypeScript
// compiler: every key must be one the type has, and every value of the type's kind (a literal union
// such as a status takes only its members). Keys the type has and the answer leaves out are allowed:
// the emulator writes the subset One reads (docs/decisions/0032-stripe-statuses-and-fidelity.md).
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const source = fileURLToPath(new URL('./stripe-sdk-objects.ts', import.meta.url))

let loaded: { checker: ts.TypeChecker; objects: ts.Type } | undefined

function load() {
  if (loaded) return loaded
  const program = ts.createProgram([source], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const file = program.getSourceFile(source)!
  const alias = file.statements.find(ts.isTypeAliasDeclaration)!
  loaded = { checker, objects: checker.getTypeAtLocation(alias.name) }
  return loaded
}

export type Problem = string

/** What is wrong with `value` as the SDK's object of kind `kind` (its `object` field): nothing when it fits. */
export function shapeProblems(value: unknown, kind: string): Problem[] {
  const { checker, objects } = load()
  const property = checker.getPropertyOfType(objects, kind)
  if (!property) return [`no SDK type for object "${kind}"`]
  return problemsOf(checker, value, checker.getTypeOfSymbol(property), kind)
}

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `${typeof value} ${JSON.stringify(value)}`

function problemsOf(checker: ts.TypeChecker, value: unknown, type: ts.Type, path: string): Problem[] {
  const f = type.flags
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return []
  if (type.isUnion()) return unionProblems(checker, value, type.types, path)
  if (f & ts.TypeFlags.Null)
    return value === null ? [] : [`${path}: ${describe(value)} where the SDK has null`]
  if (f & ts.TypeFlags.Undefined) return [`${path}: present where the SDK has only undefined`]
  if (type.isStringLiteral() || type.isNumberLiteral()) {
    return value === type.value ? [] : [`${path}: ${describe(value)} is not ${JSON.stringify(type.value)}`]
  }
  if (f & ts.TypeFlags.BooleanLiteral) {
    const literal = checker.typeToString(type) === 'true'
    return value === literal ? [] : [`${path}: ${describe(value)} is not ${literal}`]
  }
  if (f & ts.TypeFlags.String)
    return typeof value === 'string' ? [] : [`${path}: ${describe(value)} is not a string`]
  if (f & ts.TypeFlags.Number)
    return typeof value === 'number' ? [] : [`${path}: ${describe(value)} is not a number`]
  if (f & ts.TypeFlags.Boolean)
    return typeof value === 'boolean' ? [] : [`${path}: ${describe(value)} is not a boolean`]
  if (checker.isArrayType(type)) {
    if (!Array.isArray(value)) return [`${path}: ${describe(value)} is not an array`]
    const element = checker.getTypeArguments(type as ts.TypeReference)[0]!
    return value.flatMap((item, i) => problemsOf(checker, item, element, `${path}[${i}]`))
  }
  if (f & ts.TypeFlags.Object || type.isIntersection()) return objectProblems(checker, value, type, path)
  return [`${path}: the SDK's type ${checker.typeToString(type)} is not one this check knows`]
}

function unionProblems(checker: ts.TypeChecker, value: unknown, members: ts.Type[], path: string) {
  let best: Problem[] | undefined
  for (const member of members) {
    if (ruledOut(checker, value, member)) continue
    const problems = problemsOf(checker, value, member, path)
    if (problems.length === 0) return []
    if (!best || problems.length < best.length) best = problems
  }
  return best ?? [`${path}: ${describe(value)} fits none of ${members.length} kinds the SDK allows`]
}

/** A union member whose `object` or `type` literal differs from the value's: not the one it means. */
function ruledOut(checker: ts.TypeChecker, value: unknown, member: ts.Type) {
  if (typeof value !== 'object' || value === null || !(member.flags & ts.TypeFlags.Object)) return false
  for (const key of ['object', 'type'] as const) {
    const given = (value as Record<string, unknown>)[key]
    const property = checker.getPropertyOfType(member, key)
    if (typeof given !== 'string' || !property) continue
    const declared = checker.getTypeOfSymbol(property)
    if (declared.isStringLiteral() && declared.value !== given) return true
  }
  return false
}

function objectProblems(checker: ts.TypeChecker, value: unknown, type: ts.Type, path: string): Problem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${path}: ${describe(value)} is not an object`]
  }
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String)
  return Object.entries(value).flatMap(([key, field]) => {
    const property = checker.getPropertyOfType(type, key)
    const at = `${path}.${key}`
    if (property) return problemsOf(checker, field, checker.getTypeOfSymbol(property), at)
    if (index) return problemsOf(checker, field, index.type, at)
    return [`${at}: a key the SDK's ${checker.typeToString(type)} does not have`]
  })
}
