import { getContributions } from '../features/contributions/api/get-contributions.ts'
import { GRAPH_ERROR_TEXT } from '../features/contributions/components/contribution-years.ts'
import { WIDE_SCREEN_QUERY } from '../lib/browser/media-queries.ts'
import { readTheme, THEME_CHANGE_EVENT } from '../lib/theme/theme.ts'
import type * as CalendarRoot from './contribution-calendar-root.tsx'

type CalendarModule = typeof CalendarRoot
type Renderer = ReturnType<CalendarModule['mountCalendar']>

/** Runs `start` once the page has loaded and the browser is idle: never part of the first load. */
function whenIdle(start: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: 2000 })
      : setTimeout(start, 200)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/**
 * The contribution calendar of `[data-contribution-graph]`: on wide screens only, the calendar
 * code (React and react-activity-calendar) and the year's data load after the page, and the
 * year buttons switch years. It follows the colour mode.
 */
export function initContributionGraphs(
  root: Document,
  loadCalendar: () => Promise<CalendarModule> = () => import('./contribution-calendar-root.tsx'),
) {
  for (const section of root.querySelectorAll<HTMLElement>('[data-contribution-graph]')) {
    const host = section.querySelector<HTMLElement>('[data-calendar]')
    const buttons = Array.from(section.querySelectorAll<HTMLButtonElement>('button[data-year]'))
    if (!host) continue
    const placeholder = host.firstElementChild?.cloneNode(true)
    const pressed = buttons.find((button) => button.getAttribute('aria-pressed') === 'true')
    let year = Number(pressed?.dataset.year ?? new Date().getFullYear())
    let renderer: Renderer | undefined
    let days: Awaited<ReturnType<typeof getContributions>>['contributions'] | undefined
    let request: AbortController | undefined
    let started = false

    const render = () => {
      if (renderer && days) renderer.show({ days, theme: readTheme(), year })
    }
    const load = async () => {
      request?.abort()
      const controller = new AbortController()
      request = controller
      days = undefined
      if (renderer) renderer.loading()
      else if (placeholder) host.replaceChildren(placeholder.cloneNode(true))
      try {
        const [module, answer] = await Promise.all([
          loadCalendar(),
          getContributions(year, controller.signal),
        ])
        if (controller.signal.aborted) return
        renderer ??= module.mountCalendar(host)
        days = answer.contributions
        render()
      } catch (error) {
        if (controller.signal.aborted) return
        console.error('Contribution graph:', error)
        renderer?.unmount()
        renderer = undefined
        const message = document.createElement('p')
        message.className = 'italic text-muted'
        message.textContent = GRAPH_ERROR_TEXT
        host.replaceChildren(message)
      }
    }
    const start = () => {
      if (started) return
      started = true
      void load()
    }

    for (const button of buttons) {
      button.addEventListener('click', () => {
        year = Number(button.dataset.year)
        for (const other of buttons) {
          const selected = other === button
          other.setAttribute('aria-pressed', String(selected))
          other.classList.toggle('button-solid', selected)
        }
        if (started) void load()
        else start()
      })
    }
    window.addEventListener(THEME_CHANGE_EVENT, render)

    const wide = window.matchMedia(WIDE_SCREEN_QUERY)
    if (wide.matches) whenIdle(start)
    else {
      const onChange = () => {
        if (!wide.matches) return
        wide.removeEventListener('change', onChange)
        start()
      }
      wide.addEventListener('change', onChange)
    }
  }
}
