import { REDUCED_MOTION_QUERY } from '../lib/browser/media-queries.ts'
import {
  HOME_TYPING,
  typingStep,
  type TypingSpeeds,
  type TypingState,
} from '../features/profile/components/typing-step.ts'

/**
 * Types the titles one after another in `[data-typing-titles]` (a JSON list). The server renders
 * the first title whole, so it reads without JavaScript; with reduced motion it stays that way.
 * Answers a function that stops the loop (for tests).
 */
export function initTypingTitles(root: Document, speeds: TypingSpeeds = HOME_TYPING): () => void {
  const stops: Array<() => void> = []
  for (const host of root.querySelectorAll<HTMLElement>('[data-typing-titles]')) {
    const target = host.querySelector<HTMLElement>('[data-typing-text]')
    let titles: string[]
    try {
      titles = JSON.parse(host.dataset.typingTitles ?? '[]') as string[]
    } catch {
      continue
    }
    if (!target || titles.length === 0 || window.matchMedia(REDUCED_MOTION_QUERY).matches) continue
    // The first title is already on screen: after a pause, start deleting it.
    let current: TypingState = { index: 0, text: titles[0] ?? '', deleting: true }
    let timer: ReturnType<typeof setTimeout>
    const run = (delay: number) => {
      timer = setTimeout(() => {
        const step = typingStep(current, titles, speeds)
        current = step.next
        target.textContent = current.text
        run(step.delay)
      }, delay)
    }
    run(speeds.pause)
    stops.push(() => clearTimeout(timer))
  }
  return () => stops.forEach((stop) => stop())
}
