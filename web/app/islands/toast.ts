/**
 * Public toasts. React and react-toastify load only when a toast is first needed (or when a
 * visitor starts filling the contact form, see `preloadToasts`): never part of the first load.
 * A toast raised before the container mounts waits in react-toastify's queue.
 */
import type { mountPublicToasts } from './public-toasts.tsx'

export type ToastKind = 'success' | 'warning' | 'error'
type Toast = ReturnType<typeof mountPublicToasts>

let ready: Promise<Toast> | undefined

export function preloadToasts(): Promise<Toast> {
  ready ??= import('./public-toasts.tsx').then((module) => module.mountPublicToasts())
  return ready
}

/**
 * One toast at a time: a new one replaces the one shown, so an old warning never stays beside a
 * later answer.
 */
export async function showToast(kind: ToastKind, message: string): Promise<void> {
  const toast = await preloadToasts()
  toast.dismiss()
  toast[kind](message)
}
