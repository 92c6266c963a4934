import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initTypingTitles } from '@/islands/typing-titles.ts'
import { HOME_TYPING, typingStep } from './typing-step.ts'
import { TypingTitles } from './typing-titles.tsx'

const titles = ['Web Developer', 'Code Enthusiast', 'Learner']

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

const typed = () => screen.getByTestId('typing-title').textContent

describe('TypingTitles', () => {
  let stop = () => {}
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    stop()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** The server's markup, then the public pages' script, as in the browser. */
  function renderTitles() {
    render(<TypingTitles titles={titles} />)
    stop = initTypingTitles(document)
  }

  it('shows the first title whole at first, with a caret at its end, and every title to screen readers', () => {
    mockReducedMotion(false)
    render(<TypingTitles titles={titles} />)
    expect(typed()).toBe('Web Developer')
    expect(screen.getByTestId('typing-title').className).toContain('typing-caret')
    expect(screen.getByText('Web Developer, Code Enthusiast, Learner').className).toContain(
      'sr-only',
    )
  })

  it('deletes and types the next title at 40 ms a character, and loops', () => {
    mockReducedMotion(false)
    renderTitles()
    vi.advanceTimersByTime(HOME_TYPING.pause - 1)
    expect(typed()).toBe('Web Developer')
    // The first deletion ends the pause, then 12 more at 40 ms each.
    vi.advanceTimersByTime(1)
    expect(typed()).toBe('Web Develope')
    vi.advanceTimersByTime(12 * 40)
    expect(typed()).toBe('')
    vi.advanceTimersByTime(40 + 4 * 40)
    expect(typed()).toBe('Code')
    vi.advanceTimersByTime(11 * 40)
    expect(typed()).toBe('Code Enthusiast')
  })

  it('stands still on the first title with reduced motion', () => {
    mockReducedMotion(true)
    renderTitles()
    vi.advanceTimersByTime(20_000)
    expect(typed()).toBe('Web Developer')
  })
})

describe('typingStep', () => {
  const speeds = { type: 40, remove: 40, pause: 1500 }
  it('wraps from the last title to the first', () => {
    const step = typingStep({ index: 2, text: '', deleting: true }, titles, speeds)
    expect(step.next).toEqual({ index: 0, text: '', deleting: false })
  })
  it('pauses on a complete title before deleting', () => {
    const step = typingStep({ index: 2, text: 'Learner', deleting: false }, titles, speeds)
    expect(step).toEqual({ next: { index: 2, text: 'Learner', deleting: true }, delay: 1500 })
  })
})
