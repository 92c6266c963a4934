import { getContributionYears } from '../features/contributions/api/get-contribution-years.ts'
import { getContributions } from '../features/contributions/api/get-contributions.ts'
import { GRAPH_ERROR_TEXT } from '../features/contributions/components/graph-error-text.ts'
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

/** Marks `selected` as the year shown, and only it. */
function select(buttons: HTMLButtonElement[], selected: HTMLButtonElement) {
  for (const button of buttons) {
    const pressed = button === selected
    button.setAttribute('aria-pressed', String(pressed))
    button.classList.toggle('button-solid', pressed)
  }
}

/**
 * Adds a button for each year of `years` the group lacks (a copy of the server's, not pressed),
 * newest first. The buttons already there stay where they are, so one that has the focus keeps it.
 */
function addYears(group: HTMLElement, years: number[]) {
  const template = group.querySelector<HTMLButtonElement>('button[data-year]')
  if (!template) return
  for (const year of years) {
    const buttons = Array.from(group.querySelectorAll<HTMLButtonElement>('button[data-year]'))
    if (buttons.some((button) => Number(button.dataset.year) === year)) continue
    const button = template.cloneNode(false) as HTMLButtonElement
    button.dataset.year = String(year)
    button.textContent = String(year)
    button.setAttribute('aria-pressed', 'false')
    button.classList.remove('button-solid')
    group.insertBefore(button, buttons.find((other) => Number(other.dataset.year) < year) ?? null)
  }
}

/**
 * The contribution calendar of `[data-contribution-graph]`: on wide screens only, the calendar
 * code (React and react-activity-calendar), the year's data and the account's other years load
 * after the page, and the year buttons switch years. Without the account's years (the service
 * cannot tell them) the current year stays the only one. It follows the colour mode.
 */
export function initContributionGraphs(
  root: Document,
  loadCalendar: () => Promise<CalendarModule> = () => import('./contribution-calendar-root.tsx'),
) {
  for (const section of root.querySelectorAll<HTMLElement>('[data-contribution-graph]')) {
    const host = section.querySelector<HTMLElement>('[data-calendar]')
    const group = section.querySelector<HTMLElement>('[role="group"]')
    if (!host || !group) continue
    const buttons = () => Array.from(group.querySelectorAll<HTMLButtonElement>('button[data-year]'))
    const placeholder = host.firstElementChild?.cloneNode(true)
    const pressed = buttons().find((button) => button.getAttribute('aria-pressed') === 'true')
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
      getContributionYears().then(
        (years) => addYears(group, years),
        (error: unknown) => console.warn('Contribution graph: only this year is offered:', error),
      )
    }

    group.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-year]')
      if (!button) return
      year = Number(button.dataset.year)
      select(buttons(), button)
      if (started) void load()
      else start()
    })
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
