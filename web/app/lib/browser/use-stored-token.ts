import { useSyncExternalStore } from 'react'
import { TOKEN_STORAGE_KEY } from '@contract/limits.ts'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

function readToken(): boolean {
  try {
    return Boolean(localStorage.getItem(TOKEN_STORAGE_KEY))
  } catch {
    return false
  }
}

/** Whether an owner token is stored. Always false on the server and while hydrating. */
export function useHasStoredToken(): boolean {
  return useSyncExternalStore(subscribe, readToken, () => false)
}
