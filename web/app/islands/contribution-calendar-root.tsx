import { createRoot, type Root } from 'react-dom/client'
import type { ContributionDay } from '@contract/contributions.ts'
import ContributionCalendar from '../features/contributions/components/contribution-calendar.tsx'
import type { Theme } from '../lib/theme/theme.ts'

function Skeleton() {
  return (
    <div role="status" aria-label="Loading contributions" className="skeleton h-[9.5rem] w-full" />
  )
}

/** Takes over the calendar box: React renders the calendar (or its placeholder) into it. */
export function mountCalendar(host: HTMLElement) {
  host.replaceChildren()
  let root: Root | undefined = createRoot(host)
  return {
    show(props: { days: ContributionDay[]; theme: Theme; year: number }) {
      root?.render(<ContributionCalendar {...props} />)
    },
    loading() {
      root?.render(<Skeleton />)
    },
    unmount() {
      root?.unmount()
      root = undefined
    },
  }
}
