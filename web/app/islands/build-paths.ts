/** Where the public pages' script comes from (vite.islands.config.ts) and how the server finds it. */
export const ISLANDS_ENTRY = 'web/app/islands/main.ts'
/** Relative to build/client; the web host never serves this folder. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json'
