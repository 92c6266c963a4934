import { useEffect, useState } from 'react'
import { REDUCED_MOTION_QUERY } from '../../../lib/browser/use-media-query.ts'
import { typingStep, type TypingSpeeds, type TypingState } from './typing-step.ts'

/** SPEC section 1: typing and deleting at 40 ms, looping, with a '|' cursor. */
export const HOME_TYPING: TypingSpeeds = { type: 40, remove: 40, pause: 1500 }

/**
 * Types the titles one after another. The server renders the first title whole, so it reads
 * without JavaScript; with reduced motion it stays that way. Screen readers get the plain list.
 */
export function TypingTitles({
  titles,
  speeds = HOME_TYPING,
}: {
  titles: readonly string[]
  speeds?: TypingSpeeds
}) {
  const first = titles[0] ?? ''
  const [state, setState] = useState<TypingState>({ index: 0, text: first, deleting: false })

  useEffect(() => {
    if (titles.length === 0 || window.matchMedia(REDUCED_MOTION_QUERY).matches) return
    let timer: ReturnType<typeof setTimeout>
    // The first title is already on screen: after a pause, start deleting it.
    let current: TypingState = { index: 0, text: titles[0] ?? '', deleting: true }
    const run = (delay: number) => {
      timer = setTimeout(() => {
        const step = typingStep(current, titles, speeds)
        current = step.next
        setState(current)
        run(step.delay)
      }, delay)
    }
    run(speeds.pause)
    return () => clearTimeout(timer)
  }, [titles, speeds])

  return (
    <>
      <span className="sr-only">{titles.join(', ')}</span>
      <span aria-hidden="true" data-testid="typing-title" className="accent">
        {state.text}
      </span>
      <span aria-hidden="true" className="typing-cursor accent">
        |
      </span>
    </>
  )
}
