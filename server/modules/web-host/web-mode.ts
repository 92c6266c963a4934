import fs from 'node:fs'
import path from 'node:path'

/**
 * How the process serves pages:
 * - 'build': the production build in build/ (server bundle + hashed client assets);
 * - 'dev':   Vite in middleware mode, hot reload (`npm run dev`);
 * - 'off':   API only (the API test suite, or no build yet).
 */
export type WebMode = 'build' | 'dev' | 'off'

/** The repository root: the nearest folder above this file with a package.json. */
export function projectRoot(from = import.meta.dirname): string {
  let dir = from
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('web host: cannot find the project root')
    dir = parent
  }
  return dir
}

/**
 * Where the production build is: build/ in the repository, or WEB_BUILD_DIR (absolute, or
 * relative to the repository), e.g. a copy that a concurrent rebuild cannot change underneath.
 */
export function buildDirectory(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env.WEB_BUILD_DIR || 'build')
}

export function serverBuildPath(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.join(buildDirectory(root, env), 'server', 'index.js')
}

/**
 * Without an explicit choice: NODE_ENV=development means Vite; NODE_ENV=test means API only, so
 * API tests never depend on a web build; otherwise the build when there is one.
 */
export function resolveWebMode(
  explicit: WebMode | undefined,
  env: NodeJS.ProcessEnv = process.env,
  root = projectRoot(),
): WebMode {
  if (explicit) return explicit
  if (env.NODE_ENV === 'development') return 'dev'
  if (env.NODE_ENV === 'test') return 'off'
  return fs.existsSync(serverBuildPath(root, env)) ? 'build' : 'off'
}
