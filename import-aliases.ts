/**
 * The import aliases of each side, for Vite and Vitest (TypeScript reads the same mapping from
 * tsconfig.json and web/tsconfig.json; esbuild and tsx read those files). `@/` is the importing
 * side's own root; `@contract/` is the shared contract folder.
 */
const root = import.meta.dirname
const contract = { find: /^@contract\//, replacement: `${root}/contract/` }

export const webAliases = [{ find: /^@\//, replacement: `${root}/web/app/` }, contract]
/** The server reaches into web/app only for rendering (ADR 0007): `@web/`. */
export const serverAliases = [
  { find: /^@\//, replacement: `${root}/server/` },
  { find: /^@web\//, replacement: `${root}/web/app/` },
  contract,
]
