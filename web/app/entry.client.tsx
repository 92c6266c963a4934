import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { NonceContext } from './lib/csp/nonce-context.tsx'

/**
 * The page's CSP nonce, as the server rendered it. Browsers hide the attribute after parsing but
 * keep the property; rendering the same value keeps hydration free of attribute mismatches.
 */
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext value={nonce}>
        <HydratedRouter />
      </NonceContext>
    </StrictMode>,
  )
})
