import { afterAll, vi } from 'vitest'

/**
 * Server test files share one module graph per worker (vitest.config.ts): a file that ends with
 * fake timers still installed must not hand them to the next file.
 */
afterAll(() => {
  vi.useRealTimers()
})
