/**
 * `decide`, remembered per key. The keys come from requests (a Host header, an Accept-Encoding), which
 * a server sees only a handful of in practice: the memory of them is bounded and starts over when full.
 */
export function decidedOnce<T extends NonNullable<unknown> | null>(
  decide: (key: string) => T,
  most = 256,
): (key: string) => T {
  const decided = new Map<string, T>()
  return (key) => {
    let answer = decided.get(key)
    if (answer === undefined) {
      answer = decide(key)
      if (decided.size >= most) decided.clear()
      decided.set(key, answer)
    }
    return answer
  }
}
