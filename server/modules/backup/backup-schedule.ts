import { Cron } from 'croner'
import type { BackupSchedule } from '@contract/backup.ts'

export interface ScheduleSettings {
  schedule: BackupSchedule
  /** HH:MM */
  time: string
  /** 0 (Sunday) to 6 */
  weekday: number
  timeZone: string
}

/** The schedule as a cron pattern in its time zone (croner knows the daylight-saving gaps). */
function pattern(settings: ScheduleSettings): Cron | undefined {
  if (settings.schedule === 'off') return undefined
  const [hours, minutes] = settings.time.split(':').map(Number)
  const days = settings.schedule === 'weekly' ? String(settings.weekday) : '*'
  return new Cron(`${minutes} ${hours} * * ${days}`, { timezone: settings.timeZone, paused: true })
}

/** The first scheduled time after `after`; undefined when backups are off. */
export function nextScheduledTime(settings: ScheduleSettings, after: Date): Date | undefined {
  return pattern(settings)?.nextRun(after) ?? undefined
}
