import type { BinRevisionSummary } from '@one/contract/bin-revisions'

/** The two revisions a diff compares: from the older text (`from`) to the newer (`to`). */
export type ComparePair = { from: number; to: number }

/** What the History shows first: what the latest revision changed. */
export function initialPair(revisions: readonly Pick<BinRevisionSummary, 'number'>[]): ComparePair {
  const numbers = revisions.map((revision) => revision.number)
  const latest = Math.max(...numbers)
  const before = numbers.filter((number) => number < latest)
  return { from: before.length > 0 ? Math.max(...before) : latest, to: latest }
}

/**
 * What picking revision `number` in the list compares: what it changed, from the revision before it;
 * for the first revision, which changed nothing before it, everything since, up to the latest.
 * `older`: the list holds only the newest pages; the revision before its oldest is one less, as a
 * history's numbers follow each other.
 */
export function pairFor(
  number: number,
  revisions: readonly Pick<BinRevisionSummary, 'number'>[],
  older = false,
): ComparePair {
  const before = revisions.map((revision) => revision.number).filter((other) => other < number)
  if (before.length > 0) return { from: Math.max(...before), to: number }
  if (older) return { from: number - 1, to: number }
  return { from: number, to: Math.max(number, ...revisions.map((revision) => revision.number)) }
}
