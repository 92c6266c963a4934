import { addDays, dayIn } from '@contract/calendar-days.ts'

export interface Retention {
  keepDaily: number
  keepWeekly: number
  timeZone: string
}

/** When an archive was made, from its name (`vitrine-20250503T031500Z…`); undefined if unnamed so. */
export function madeAt(name: string): Date | undefined {
  const match = /^vitrine-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s] = match
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)
  return Number.isNaN(at.getTime()) ? undefined : at
}

/** Archives made within the same second are named `…Z-2`, `…Z-3`: the number says which came later. */
export function attemptOf(name: string): number {
  return Number(/^vitrine-\d{8}T\d{6}Z-(\d+)\./.exec(name)?.[1] ?? 1)
}

/** The Monday that starts the week of `day` (YYYY-MM-DD). */
function weekOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

/**
 * Which archives a destination keeps: the newest of each of the last `keepDaily` days that have
 * one, and the newest of each of the last `keepWeekly` weeks (Monday to Sunday) that have one,
 * days and weeks in the owner's time zone. The newest archive is always kept. The rest go.
 */
export function archivesToKeep(names: string[], retention: Retention): Set<string> {
  const dated = names
    .map((name) => ({ name, at: madeAt(name) }))
    .filter((each): each is { name: string; at: Date } => each.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || attemptOf(b.name) - attemptOf(a.name))
  const keep = new Set<string>()
  const days = new Set<string>()
  const weeks = new Set<string>()
  for (const { name, at } of dated) {
    const day = dayIn(retention.timeZone, at)
    const week = weekOf(day)
    if (!days.has(day) && days.size < retention.keepDaily) {
      days.add(day)
      keep.add(name)
    }
    if (!weeks.has(week) && weeks.size < retention.keepWeekly) {
      weeks.add(week)
      keep.add(name)
    }
  }
  return keep
}
