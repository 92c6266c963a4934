import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { schedulePublishing } from './post-schedule.ts'

/** A server with only what the schedule uses: the posts' next time and the content version. */
async function serverWith(nextTimes: Array<string | undefined>) {
  const app = Fastify()
  let version = 1
  const queue = [...nextTimes]
  app.decorate('contentVersion', { current: () => version, bump: () => void version++ })
  app.decorate('repositories', {
    posts: { nextScheduled: async () => (queue.length > 1 ? queue.shift() : queue[0]) },
  } as never)
  const schedule = schedulePublishing(app)
  await app.ready()
  return { app, schedule, version: () => version }
}

describe('scheduled posts', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('moves the content version when a scheduled post’s time comes, with no request', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T08:59:00.000Z') })
    const { app, version } = await serverWith(['2026-12-01T09:00:00.000Z', undefined])
    expect(version()).toBe(1)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(version()).toBe(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(version()).toBe(2)
    // Nothing else scheduled: it only looks again, and moves nothing.
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(version()).toBe(2)
    await app.close()
  })

  it('looks again every minute for a post scheduled elsewhere, and after every write here', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T08:00:00.000Z') })
    const { app, schedule, version } = await serverWith([
      undefined,
      undefined,
      '2026-12-01T08:01:30.000Z',
    ])
    await vi.advanceTimersByTimeAsync(60_000)
    schedule.rearm()
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(version()).toBe(2)
    await app.close()
  })
})
