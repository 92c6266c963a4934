// Builds what is missing or older than its sources: the server (tsc check, then an esbuild bundle
// → dist/server/main.js) and the web app (react-router build → build/). Used by `npm start` and
// by the e2e setup.
// Plain JavaScript on purpose: it must run before anything is compiled.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const time = newestMtime(path.join(target, entry.name))
    if (time > newest) newest = time
  }
  return newest
}

const builds = [
  {
    name: 'server',
    output: 'dist/server/main.js',
    sources: [
      'server',
      'contract',
      // The web app files the server imports (types, theme colours, the islands' paths).
      'web/app/load-context.ts',
      'web/app/lib/theme/theme.ts',
      'web/app/features/contributions/components/graph-theme.ts',
      'web/app/islands/build-paths.ts',
      'tsconfig.json',
      'tsconfig.build.json',
      'import-aliases.ts',
      'scripts/build-server.mjs',
      // The bundle carries the dependencies' code: an update must rebuild it.
      'package-lock.json',
    ],
    script: 'build:server',
  },
  {
    name: 'web app',
    output: 'build/server/index.js',
    sources: [
      'web',
      'contract',
      'vite.config.ts',
      'vite.islands.config.ts',
      'import-aliases.ts',
      'scripts/precompress.mjs',
      'scripts/compact-server-build.mjs',
      'react-router.config.ts',
      'package-lock.json',
    ],
    script: 'build:web',
  },
]

export function buildIfStale({ log = console.log } = {}) {
  for (const build of builds) {
    const output = path.join(root, build.output)
    const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0
    const changedAt = Math.max(
      ...build.sources.map((source) => newestMtime(path.join(root, source))),
    )
    if (builtAt >= changedAt) continue
    log(`Building the ${build.name}…`)
    const started = Date.now()
    // Quiet unless it fails: then everything the build printed is shown.
    const result = spawnSync('npm', ['run', '--silent', build.script], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    })
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`)
      throw new Error(`npm run ${build.script} failed`)
    }
    log(`Built the ${build.name} in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
  }
}
