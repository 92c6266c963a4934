import path from 'node:path'
import { parseCircular, parseDependencyTree } from 'dpdm'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/**
 * No module imports itself through others, type-only imports included: in a cycle each module
 * needs the other, so neither can be read, tested or moved alone (a hub that imports every module
 * it serves is the usual cause). Each side resolves `@/` by its own tsconfig, so each is walked
 * with it.
 */
const sides = [
  {
    name: 'the server, the contract, the scripts and the browser tests',
    tsconfig: 'tsconfig.json',
    files: ['server/**/*.ts', 'contract/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', '*.ts'],
    probe: 'server/app.ts',
  },
  {
    name: 'the web app',
    tsconfig: 'web/tsconfig.json',
    files: ['web/**/*.{ts,tsx}'],
    probe: 'web/app/root.tsx',
  },
]

describe('import cycles', () => {
  it.each(sides)(
    '$name have none',
    async ({ tsconfig, files, probe }) => {
      const tree = await parseDependencyTree(files, {
        cwd: root,
        context: root,
        tsconfig: path.join(root, tsconfig),
        // Type-only imports count: they tie the modules together as much for a reader.
        transform: false,
      })
      const relative = (file: string) => path.relative(root, path.resolve(root, file))
      const probed = Object.entries(tree).find(([file]) => relative(file) === probe)?.[1]
      // Its own modules, resolved through the aliases: proof that the walk read the files.
      const ownModules = probed?.filter(({ id }) => id !== null && !id.includes('node_modules'))
      expect(ownModules?.length).toBeGreaterThan(3)

      const cycles = parseCircular(tree).map((cycle) => cycle.map(relative).join(' -> '))
      expect(cycles).toEqual([])
    },
    // The server's side parses about 340 files (5 s of CPU); a busy machine takes longer.
    120_000,
  )
})
