/**
 * A least-recently-used map bounded by the total size of its values, for hot image bytes. (No LRU
 * package is a direct dependency; this one is small.)
 */
export class ByteBoundedCache<V extends { bytes: Uint8Array }> {
  private readonly entries = new Map<string, V>()
  private size = 0

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.size
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value) {
      // Re-inserting moves the key to the end: the map's order is the recency order.
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: V): void {
    if (value.bytes.length > this.maxBytes) return
    this.delete(key)
    this.entries.set(key, value)
    this.size += value.bytes.length
    for (const [oldest, old] of this.entries) {
      if (this.size <= this.maxBytes) break
      this.entries.delete(oldest)
      this.size -= old.bytes.length
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key)
    if (!value) return
    this.entries.delete(key)
    this.size -= value.bytes.length
  }

  /** Drops every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key)
  }
}
