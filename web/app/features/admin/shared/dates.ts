import { formatDateTime } from '@contract/dates.ts'
import { onFirstUse } from '@contract/first-use.ts'

const relative = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }))

/** "just now", "5 minutes ago", "3 hours ago", then the date: when a session was last seen. */
export function formatWhen(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000)
  if (seconds < 60) return 'just now'
  if (seconds < 3600) return relative().format(-Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return relative().format(-Math.floor(seconds / 3600), 'hour')
  return formatDateTime(iso)
}
