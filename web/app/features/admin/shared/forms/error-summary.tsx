import { useEffect, useId, useRef } from 'react'

export interface FormProblem {
  message: string
  /** The `data-field` of the input it is about, which the entry focuses; none: the whole form. */
  field?: string
}

/**
 * What stops a form from being saved, at its top: every problem in words, each one a button to
 * the field it is about (a long form on a phone scrolls). It takes the focus each time a send is
 * refused (`attempt` counts them), so a screen reader reads it and the owner sees it.
 */
export function ErrorSummary({ problems, attempt }: { problems: FormProblem[]; attempt: number }) {
  const box = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const shown = problems.length > 0
  useEffect(() => {
    if (shown && attempt > 0) box.current?.focus()
  }, [attempt, shown])
  if (!shown) return null
  const focusField = (field: string) => {
    const form = box.current?.closest('form')
    form?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()
  }
  return (
    <div
      ref={box}
      role="group"
      tabIndex={-1}
      className="admin-error-summary"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="admin-error-summary-title">
        {problems.length === 1
          ? 'One thing to put right'
          : `${problems.length} things to put right`}
      </h3>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.field ?? ''} ${problem.message}`}>
            {problem.field ? (
              <button
                type="button"
                className="admin-link"
                onClick={() => focusField(problem.field!)}
              >
                {problem.message}
              </button>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
