export interface TypingState {
  /** Which title is being typed or deleted. */
  index: number
  text: string
  deleting: boolean
}

export interface TypingSpeeds {
  type: number
  remove: number
  /** How long a complete title stays before it is deleted. */
  pause: number
}

/** One step of the typing loop: the next state and how long to wait before showing it. */
export function typingStep(
  state: TypingState,
  titles: readonly string[],
  speeds: TypingSpeeds,
): { next: TypingState; delay: number } {
  const title = titles[state.index] ?? ''
  if (!state.deleting) {
    if (state.text.length < title.length) {
      return { next: { ...state, text: title.slice(0, state.text.length + 1) }, delay: speeds.type }
    }
    return { next: { ...state, deleting: true }, delay: speeds.pause }
  }
  if (state.text.length > 0) {
    return { next: { ...state, text: state.text.slice(0, -1) }, delay: speeds.remove }
  }
  const index = (state.index + 1) % titles.length
  return { next: { index, text: '', deleting: false }, delay: speeds.type }
}

/** docs/contract.md §1: typing and deleting at 40 ms, looping, with a '|' cursor. */
export const HOME_TYPING: TypingSpeeds = { type: 40, remove: 40, pause: 1500 }
