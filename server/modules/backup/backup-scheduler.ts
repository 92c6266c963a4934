import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { BackupRunner } from './backup-runner.ts'
import { nextScheduledTime } from './backup-schedule.ts'

/** Settings saved through another instance are noticed within this time. */
const RECHECK_MS = 60_000
/**
 * How long a scheduled backup may run before another instance may take the scheduled time over
 * (this one stopped or crashed while running it).
 */
const LEASE_MS = 60 * 60_000

function later(...times: Array<string | null | undefined>): string {
  return (
    times
      .filter((time): time is string => Boolean(time))
      .sort()
      .at(-1) ?? ''
  )
}

/**
 * Scheduled backups run inside the server: a timer waits for the next scheduled time (at most a
 * minute, so a schedule saved on another instance is picked up), then the instance that takes the
 * lease in the database runs the backup; the others see the time done. A scheduled time missed
 * while no server ran (a night the machine was off) is run once at the next start.
 */
export function scheduleBackups(app: FastifyInstance, runner: BackupRunner) {
  const holder = crypto.randomUUID()
  let timer: NodeJS.Timeout | undefined
  let closed = false
  let running: Promise<void> | undefined

  /** The next time a backup is due: undefined when off; in the past when it is due now. */
  async function nextDue(): Promise<Date | undefined> {
    const settings = await runner.settings.settings()
    const state = await runner.settings.state()
    const after = later(await runner.settings.savedAt(), state.last_slot)
    return nextScheduledTime(settings, new Date(after))
  }

  /** Never rejects: a failure is logged and the schedule checked again later. */
  async function tick() {
    if (closed) return
    clearTimeout(timer)
    let delay = RECHECK_MS
    try {
      const due = await nextDue()
      const now = Date.now()
      if (due && due.getTime() <= now) {
        const leased = await runner.settings.takeLease(
          holder,
          due.toISOString(),
          new Date(now + LEASE_MS),
        )
        if (leased) {
          running = runner
            .backUp('schedule')
            .then(
              () => undefined,
              () => undefined, // recorded, shown and mailed by the runner
            )
            .finally(() => runner.settings.releaseLease(holder, new Date()))
          await running
          running = undefined
          delay = 0
        }
      } else if (due) {
        delay = Math.min(RECHECK_MS, due.getTime() - now)
      }
    } catch (error) {
      app.log.error({ err: error }, 'backup schedule: cannot read the schedule')
    }
    if (closed) return
    clearTimeout(timer)
    timer = setTimeout(() => void tick(), delay)
    timer.unref()
  }

  app.addHook('onListen', async () => {
    void tick()
  })
  app.addHook('onClose', async () => {
    closed = true
    clearTimeout(timer)
    // A backup in progress finishes (its archive only appears once whole) before the database closes.
    await running
  })

  return {
    nextDue,
    /** The schedule changed here: look again now. */
    rearm: () => void tick(),
  }
}
