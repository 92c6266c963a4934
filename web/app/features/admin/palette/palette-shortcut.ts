import { useEffect } from 'react'

/** The palette's name: its dialog, its search box and the button that opens it. */
export const PALETTE_LABEL = 'Go to or do'

/** The keys that open the palette, as this computer writes them: "⌘ K" on a Mac, else "Ctrl K". */
export function shortcutKeys(): string {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘ K' : 'Ctrl K'
}

/**
 * Ctrl-K (Cmd-K on a Mac) anywhere in the dashboard opens the palette, or closes it when open.
 * A field that gives the keys a meaning of its own (a Markdown field's "link") keeps them: it
 * marks the event handled before it reaches the window.
 */
export function usePaletteShortcut(toggle: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.shiftKey) return
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return
      event.preventDefault()
      toggle()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [toggle])
}
