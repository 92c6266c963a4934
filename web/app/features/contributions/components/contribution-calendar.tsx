import { ActivityCalendar } from 'react-activity-calendar'
import type { ContributionDay } from '@contract/contributions.ts'
import type { Theme } from '@/lib/theme/theme.ts'
import { GRAPH_THEME } from './graph-theme.ts'

/** The react-activity-calendar itself, in its own chunk: only wide screens ever load it. */
export default function ContributionCalendar({
  days,
  theme,
  year,
}: {
  days: ContributionDay[]
  theme: Theme
  year: number
}) {
  return (
    <ActivityCalendar
      data={days}
      colorScheme={theme}
      theme={GRAPH_THEME}
      blockSize={12}
      blockMargin={4}
      fontSize={14}
      labels={{ totalCount: `{{count}} contributions in ${year}` }}
    />
  )
}
