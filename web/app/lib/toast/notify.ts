/**
 * Toasts (react-toastify) load on demand: the library is not part of the first page load.
 * A toast raised before the container mounts waits in react-toastify's queue.
 */
import type * as Toastify from 'react-toastify/unstyled'

type ToastKind = 'success' | 'warning' | 'error'

let library: Promise<typeof Toastify> | undefined

export function loadToastLibrary() {
  library ??= import('react-toastify/unstyled')
  return library
}

export async function notify(kind: ToastKind, message: string): Promise<void> {
  const { toast } = await loadToastLibrary()
  toast[kind](message)
}
