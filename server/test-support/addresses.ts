/**
 * Client addresses for one test file, a new one at each call (from a documentation range such as
 * `198.51.100`): tests that count per address (throttles, limits) then never couple.
 */
export function addressesIn(prefix: string): () => string {
  let next = 1
  return () => `${prefix}.${next++}`
}
