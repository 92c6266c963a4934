import { createContext, useContext } from 'react'

/**
 * The response's CSP nonce: entry.server.tsx provides it while rendering, entry.client.tsx reads
 * the same value back from the page so that hydration matches.
 */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
