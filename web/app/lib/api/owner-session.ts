import { TOKEN_STORAGE_KEY } from '@contract/limits.ts'

/** The owner's session: a token in localStorage (docs/contract.md §4). */
export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
  notifyTokenChange()
}

export function removeToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY)
  } catch {
    // Storage disabled: there is no token to remove.
  }
  notifyTokenChange()
}

// The 'storage' event fires only in other tabs; this one tells components in this tab.
function notifyTokenChange() {
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }))
}

type UnauthorizedHandler = () => void

let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/login')

/**
 * What happens after a 401 removed the token: the dashboard layout sets a router navigation here,
 * so the owner lands on /login without a full reload. Returns a function restoring the default.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = onUnauthorized
  onUnauthorized = handler
  return () => {
    onUnauthorized = previous
  }
}

export function endSession(): void {
  removeToken()
  onUnauthorized()
}
