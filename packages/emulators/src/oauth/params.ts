/**
 * Reads named single-valued parameters from a parsed query or body. Per RFC 6749 section 3.1 a
 * parameter sent without a value counts as omitted, and one sent more than once is a mistake.
 */
export function readParams<N extends string>(
  source: unknown,
  names: readonly N[],
): { values: Partial<Record<N, string>>; problems: string[] } {
  const record = source && typeof source === 'object' ? (source as Record<string, unknown>) : {}
  const values: Partial<Record<N, string>> = {}
  const problems: string[] = []
  for (const name of names) {
    const value = record[name]
    if (value === undefined || value === '') continue
    if (typeof value === 'string') values[name] = value
    else problems.push(`${name} must be given once, as text`)
  }
  return { values, problems }
}
