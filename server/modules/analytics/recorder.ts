import type { FastifyBaseLogger } from 'fastify'
import type { AnalyticsEventRow } from '@/db/schema.ts'
import type { AnalyticsStore } from './analytics-store.ts'

/** How long a counted view may wait before its batch is written. */
const FLUSH_MS = 1000
/** A batch this big is written at once. */
const BATCH = 200
/** Views waiting beyond this (the database away for long) are dropped, not kept in memory. */
const MAX_PENDING = 10_000

/**
 * Counted views wait in memory and are written together, off the request path: the answer to a
 * page view never waits for the database, and a thousand views cost a few statements. A failed
 * write keeps its rows for the next attempt (up to MAX_PENDING).
 */
export function eventRecorder(store: AnalyticsStore, log: FastifyBaseLogger) {
  let pending: AnalyticsEventRow[] = []
  let timer: NodeJS.Timeout | undefined
  let writing: Promise<void> | undefined
  let dropped = 0

  const schedule = () => {
    timer ??= setTimeout(() => void flush(), FLUSH_MS).unref()
  }

  async function write(batch: AnalyticsEventRow[]) {
    try {
      await store.insert(batch)
    } catch (error) {
      log.warn(
        { err: error, event: 'analytics_write_failed', count: batch.length },
        'page views not written yet',
      )
      pending = [...batch, ...pending].slice(0, MAX_PENDING)
      schedule()
    }
  }

  /**
   * Writes everything waiting; resolves once it is in the database (or failed and kept). Never
   * rejects (write logs a failure), so a view that starts a flush need not wait for it.
   */
  async function flush(): Promise<void> {
    clearTimeout(timer)
    timer = undefined
    while (writing) await writing
    if (pending.length === 0) return
    const batch = pending
    pending = []
    writing = write(batch).finally(() => {
      writing = undefined
    })
    await writing
  }

  return {
    record(row: AnalyticsEventRow) {
      if (pending.length >= MAX_PENDING) {
        if (dropped++ === 0)
          log.warn({ event: 'analytics_backlog_full' }, 'page views dropped: too many waiting')
        return
      }
      dropped = 0
      pending.push(row)
      if (pending.length >= BATCH) void flush()
      else schedule()
    },
    flush,
  }
}
