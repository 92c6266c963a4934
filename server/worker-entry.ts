import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { Piscina } from 'piscina'
import { projectRoot } from './modules/web-host/web-mode.ts'

/**
 * Where a worker thread's code is, and the flags it runs with: the bundle's own entry
 * `dist/server/<name>.js` (scripts/build-server.mjs), found from the project root as every file
 * read at run time is. Never the process's own flags, which a worker would inherit: it refuses
 * V8's (`--max-semi-space-size`, scripts/server-runtime.mjs), and a preloaded module meant for the
 * process (the e2e runs' exit-with-parent) would run in the worker too.
 *
 * From the sources (tsx, Vitest), the worker's TypeScript (`source`) is bundled on first use with
 * esbuild into node_modules/.cache (so that its packages resolve from node_modules), named by its
 * content: a thread started through tsx's loader took twice as long to its first task (each
 * module transformed on the way), which a busy machine made 10 s and more.
 */
async function workerEntry(
  name: string,
  source: URL,
): Promise<{ filename: string; execArgv: string[] }> {
  if (!import.meta.url.endsWith('.ts')) {
    return {
      filename: pathToFileURL(path.join(projectRoot(), 'dist', 'server', `${name}.js`)).href,
      execArgv: [],
    }
  }
  const { build } = await import('esbuild')
  const root = projectRoot()
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    write: false,
    logLevel: 'warning',
  })
  const code = outputFiles[0]!.contents
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)
  const dir = path.join(root, 'node_modules', '.cache', 'vitrine')
  const file = path.join(dir, `${name}-${hash}.mjs`)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true })
    // Written aside, then renamed: another test process may be writing the same file.
    const partial = `${file}.${process.pid}`
    fs.writeFileSync(partial, code)
    fs.renameSync(partial, file)
  }
  return { filename: pathToFileURL(file).href, execArgv: [] }
}

/**
 * One worker thread for `name`, started by the first task (never at start, so an idle server
 * carries none), ended `idleMs` after its last one, stopped with the app. A thread that fails with
 * no task running is logged, not an unhandled 'error' event (which would end the process); the
 * next task starts another.
 */
export function lazyThread(
  app: FastifyInstance,
  name: string,
  source: URL,
  options: {
    /** Names the thread in the log. */
    label: string
    idleTimeout: number
    /** 'disabled' where tasks arrive by message and the worker's event loop must run. */
    atomics?: 'disabled'
    resourceLimits: { maxOldGenerationSizeMb: number }
  },
): () => Promise<Piscina> {
  const { label, atomics, ...limits } = options
  let pool: Promise<Piscina> | undefined
  app.addHook('onClose', async () => {
    if (pool) await (await pool).destroy()
  })
  return () =>
    (pool ??= Promise.all([import('piscina'), workerEntry(name, source)]).then(
      ([{ Piscina }, entry]) => {
        const threads = new Piscina({
          ...entry,
          minThreads: 0,
          maxThreads: 1,
          ...limits,
          ...(atomics ? { atomics } : {}),
        })
        threads.on('error', (error: unknown) =>
          app.log.error({ err: error }, `${label}: its thread failed`),
        )
        return threads
      },
    ))
}
