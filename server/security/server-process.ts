/**
 * Runs the real server (server/main.ts through tsx, no build step; or the production build) as a
 * child process on a free port, for the shutdown test and the durability, outage, load, bench and
 * Lighthouse scripts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-runtime.mjs' // eslint-disable-line no-restricted-imports -- scripts/ has no alias
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { withSchemaLock } from '../test-support/schema-lock.ts'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')
export const OWNER = { username: 'owner', password: 'a long durable passphrase' }

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  pid: number
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** What the process wrote to stderr and stdout so far. */
  output(): string
  /** Milliseconds from spawn to the first 200 on /healthz. */
  startMs: number
  /** CPU time the process had used by then, in ms. */
  startCpuMs: number | undefined
}

export interface ServerOptions {
  dataDir: string
  port?: number
  databaseUrl?: string
  env?: Record<string, string>
  /** Run the production build (dist/server/main.js, pages from build/) instead of the sources. */
  build?: boolean
  /**
   * Start it as `npm start` does (scripts/start.mjs, which builds when stale), in a process group
   * of its own, so a test can signal the whole group as a terminal or systemd does.
   */
  npmStart?: boolean
  /** How often /healthz is polled during the start (default 200 ms). */
  pollMs?: number
  /** Drop what the server writes to stdout (its request log) instead of keeping it in memory. */
  discardStdout?: boolean
  /** The web build to serve (a copy, so a rebuild during a test run cannot swap it). */
  webBuildDir?: string
  /**
   * Exit when this process goes away without stopping it (killed, timed out): the server reads
   * a stdin pipe and exits when it closes (e2e/support/exit-with-parent.mjs).
   */
  exitWithParent?: boolean
}

/** Starts the server and resolves once /healthz answers 200. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  // Sources: an empty folder as the web build, so the process serves the API only.
  const built = options.build || options.npmStart
  const webBuild =
    options.webBuildDir ??
    (built ? path.join(ROOT, 'build') : path.join(options.dataDir, 'no-web-build'))
  fs.mkdirSync(webBuild, { recursive: true })
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    WEB_BUILD_DIR: webBuild,
    OWNER_USERNAME: OWNER.username,
    OWNER_PASSWORD: OWNER.password,
    OWNER_EMAIL: 'owner@example.test',
    AUTH_SECRET: 'a fixed secret for the durability and load scripts!',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(built ? SERVER_ENV : {}),
    ...options.env,
  }
  // The built server starts as `npm start` starts it (scripts/server-runtime.mjs).
  const preload = options.exitWithParent
    ? ['--import', path.join(ROOT, 'e2e/support/exit-with-parent.mjs')]
    : []
  const entry = options.npmStart
    ? ['scripts/start.mjs']
    : options.build
      ? [...preload, ...SERVER_NODE_FLAGS, 'dist/server/main.js']
      : [...preload, '--import', 'tsx', 'server/main.ts']
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env,
    stdio: [
      options.exitWithParent ? 'pipe' : 'ignore',
      options.discardStdout ? 'ignore' : 'pipe',
      'pipe',
    ],
    detached: options.npmStart,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const url = `http://127.0.0.1:${port}`
  let ended = false
  // `exited` only resolves (on the child's exit).
  void exited.then(() => (ended = true))
  // `npm start` may build first.
  const deadline = Date.now() + (options.npmStart ? 240_000 : 90_000)
  for (;;) {
    if (ended) throw new Error(`the server exited during start:\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not answer /healthz in time:\n${output}`)
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200))
  }
  const startMs = performance.now() - spawnedAt
  const startCpuMs = cpuTimeMs(child.pid!)
  return { url, child, pid: child.pid!, exited, output: () => output, startMs, startCpuMs }
}

/** Asks the server to stop (SIGTERM) unless it already has, and waits until it has exited. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM')
  }
  await server.exited
}

/** Logs in as the owner and answers the headers that carry the token. */
export async function ownerHeaders(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  })
  if (response.status !== 200) throw new Error(`login answered ${response.status}`)
  const { authtoken } = (await response.json()) as { authtoken: string }
  return { 'auth-token': authtoken, 'content-type': 'application/json' }
}

/**
 * Changes the site settings as the owner's Site settings page does: the current settings read,
 * `change` applied, the whole written back.
 */
export async function changeSiteSettings<T extends object>(
  url: string,
  headers: Record<string, string>,
  change: (current: T) => object,
): Promise<void> {
  const current = await fetch(`${url}/api/site/settings`)
  const { data } = (await current.json()) as { data: T }
  const saved = await fetch(`${url}/api/site/settings`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...data, ...change(data) }),
  })
  if (!saved.ok) throw new Error(`Changing the site settings failed: ${await saved.text()}`)
}

/**
 * Publishes the site as the owner does from Site settings (a new install and the demo start
 * unpublished, with every page `noindex`): measurements and visitor tests read what a visitor of a
 * published site gets.
 */
export const publishSite = (url: string, headers: Record<string, string>) =>
  changeSiteSettings(url, headers, () => ({ published: true }))

/** Resident memory of a process in KiB (Linux), or undefined once it is gone. */
export function residentKiB(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const match = /VmRSS:\s+(\d+) kB/.exec(status)
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined
  }
}

/** USER_HZ: the unit of /proc/<pid>/stat times; 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100

/**
 * CPU time (user + system) a process has used so far, in ms (Linux), or undefined once it is gone.
 * Unlike wall time it hardly depends on what else the machine is doing.
 */
export function cpuTimeMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // utime and stime are fields 14 and 15; count from after the command name, which may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
  } catch {
    return undefined
  }
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `vitrine-${prefix}-`))
}

/**
 * A fresh, empty schema in the PostgreSQL database of `databaseUrl`; answers a URL that works in
 * it and a function that drops it.
 */
export async function freshPostgresSchema(databaseUrl: string) {
  const schema = `sec_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    schema,
    url: url.toString(),
    /** Drops it, once no test is migrating (test-support/schema-lock.ts). */
    async drop() {
      await withSchemaLock(databaseUrl, 'exclusive', async () => {
        const client = new pg.Client({ connectionString: databaseUrl })
        await client.connect()
        await client.query(`drop schema ${schema} cascade`)
        await client.end()
      })
    },
  }
}
