/**
 * A value made the first time it is asked for, then kept. Intl's formatters are made so where a
 * module would otherwise make them as it loads: the first formatter a process makes reads ICU's
 * locale data out of Node's binary, about 4.5 MiB of it, resident from then on, which a server
 * nobody has visited yet has no use for (docs/performance.md).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}
