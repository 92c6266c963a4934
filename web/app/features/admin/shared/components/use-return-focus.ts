import { useRef } from 'react'

/** Focus goes back to what opened a dialog that has left the page. */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null)
  return {
    remember: (element: HTMLElement | null) => (opener.current = element),
    restore: () => {
      if (opener.current?.isConnected) opener.current.focus()
    },
  }
}
