import type { FastifyInstance } from 'fastify'
import { hasCome } from './post-times.ts'

/** A scheduled post another instance saved is noticed within this time (PostgreSQL, several). */
const RECHECK_MS = 60_000

/**
 * Scheduled posts appear by themselves: a timer set for the next scheduled time makes the content
 * version move then (public caches and pages drop what they kept), with no request and no
 * restart. It is set again after every write of a post here, and at least every minute, so a post
 * scheduled through another instance sharing the database is picked up too.
 */
export function schedulePublishing(app: FastifyInstance) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  /** The scheduled time the timer waits for, when it waits for one. */
  let waitingFor: string | undefined

  async function arm() {
    if (closed) return
    clearTimeout(timer)
    const now = new Date().toISOString()
    // The time waited for has come: the posts it was for are public from now on.
    if (waitingFor && hasCome(waitingFor)) {
      waitingFor = undefined
      app.contentVersion.bump()
    }
    let next: string | undefined
    try {
      next = await app.repositories.posts.nextScheduled(now)
    } catch (error) {
      app.log.warn({ err: error }, 'post schedule: cannot read the next scheduled post')
    }
    if (closed) return
    waitingFor = next
    const delay = next
      ? Math.min(RECHECK_MS, Math.max(0, Date.parse(next) - Date.now()))
      : RECHECK_MS
    timer = setTimeout(() => void arm(), delay)
    timer.unref()
  }

  app.addHook('onReady', async () => {
    await arm()
  })
  app.addHook('onClose', async () => {
    closed = true
    clearTimeout(timer)
  })

  return {
    /** A post was written here: the next scheduled time may have changed. */
    rearm: () => void arm(),
  }
}
