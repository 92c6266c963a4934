/**
 * Toasts (react-toastify) load on demand: the library is not part of the first page load.
 * A toast raised before the container mounts waits in react-toastify's queue.
 */
import { createElement } from 'react'
import type * as Toastify from 'react-toastify/unstyled'
import { UNDO_WINDOW_MS } from '@contract/limits.ts'

type ToastKind = 'success' | 'warning' | 'error'

let library: Promise<typeof Toastify> | undefined

function loadToastLibrary() {
  library ??= import('react-toastify/unstyled')
  return library
}

/** Toasts about a problem: they go when the owner moves to another page (see dismissProblems). */
const problems = new Set<string>()

export interface NotifyOptions {
  /**
   * Offers "Undo": the toast stays UNDO_WINDOW_MS (longer while hovered or while the
   * window is in the background) and the button runs this once.
   */
  undo?: () => Promise<void>
}

/**
 * Shows a toast. The same message already on screen is not shown twice (its id is its text), so
 * repeated failures do not pile up; a toast that offers Undo is always its own.
 */
export async function notify(
  kind: ToastKind,
  message: string,
  options: NotifyOptions = {},
): Promise<void> {
  const { toast } = await loadToastLibrary()
  const { undo } = options
  if (undo) {
    toast[kind](
      ({ closeToast }) =>
        createElement(
          'div',
          { className: 'undo-toast' },
          createElement('span', null, message),
          createElement(
            'button',
            {
              type: 'button',
              className: 'undo-toast-button',
              onClick: () => {
                closeToast()
                void undo()
              },
            },
            'Undo',
          ),
        ),
      { autoClose: UNDO_WINDOW_MS },
    )
    return
  }
  const toastId = `${kind}:${message}`
  if (kind !== 'success') problems.add(toastId)
  toast[kind](message, { toastId })
}

/** Dismisses the warnings and errors still on screen (a new page makes them stale). */
export async function dismissProblems(): Promise<void> {
  if (problems.size === 0) return
  const { toast } = await loadToastLibrary()
  for (const toastId of problems) toast.dismiss(toastId)
  problems.clear()
}
