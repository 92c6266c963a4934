import { createContext, useContext } from 'react'

/**
 * The response's CSP nonce: entry.server.tsx provides it while rendering, entry.client.tsx reads
 * the same value back from the page so that hydration matches.
 */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}

/**
 * The URL of the public pages' script (`islands/main.ts`, built separately): entry.server.tsx
 * provides it from the load context. Never needed in the browser: public pages are not hydrated.
 */
export const IslandsScriptContext = createContext<string | undefined>(undefined)

export function useIslandsScript(): string | undefined {
  return useContext(IslandsScriptContext)
}
