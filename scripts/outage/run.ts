/**
 * Database outage (`npm run test:outage`, PostgreSQL only): runs the server on a private
 * PostgreSQL cluster (initdb in a temp folder, free port, as the postgres user), stops the
 * database under load, and checks that the API answers 503 JSON and /healthz 503 without
 * crashing, then starts the database again and measures how long the API takes to recover
 * without a restart. Needs the PostgreSQL server binaries and root (runuser), as .ci/run does.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  freePort,
  ownerHeaders,
  startServer,
  tempDir,
} from '../../server/security/server-process.ts'

const BEFORE_MS = 3000
const OUTAGE_MS = 8000
const AFTER_MS = 5000
const LANES = 20
const RECOVERY_LIMIT_MS = 30_000

function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return undefined
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b))
  return versions.length ? path.join(base, versions.at(-1)!, 'bin') : undefined
}

const bin = postgresBin()
if (!bin || process.platform !== 'linux' || process.getuid?.() !== 0) {
  console.log(
    'Database outage test skipped: it needs Linux, root and the PostgreSQL server binaries in /usr/lib/postgresql/*/bin (SQLite has no server to stop).',
  )
  process.exit(0)
}

const dir = tempDir('outage-pg')
fs.chmodSync(dir, 0o755)
execFileSync('chown', ['postgres:postgres', dir])
const port = await freePort()
const asPostgres = (tool: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
const startDatabase = () =>
  asPostgres('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    'start',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -k ${dir}`,
  ])
const stopDatabase = () => asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop'])

type Phase = 'before' | 'down' | 'recovering' | 'after'
const counts: Record<Phase, Map<string, number>> = {
  before: new Map(),
  down: new Map(),
  recovering: new Map(),
  after: new Map(),
}
const problems: string[] = []
let phase: Phase = 'before'
let running = true

const dataDir = tempDir('outage')
let ok: boolean
try {
  asPostgres('initdb', ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres'])
  startDatabase()
  asPostgres('createdb', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'vitrine_outage',
  ])
  const server = await startServer({
    dataDir,
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/vitrine_outage`,
  })
  const headers = await ownerHeaders(server.url)
  let crashed = false
  // `exited` only resolves (on the child's exit).
  void server.exited.then(() => (crashed = true))

  const requests = [
    () => fetch(`${server.url}/api/edu/fetchedu`),
    () => fetch(`${server.url}/healthz`),
    () => fetch(`${server.url}/api/user/getuser`, { headers }),
    () =>
      fetch(`${server.url}/api/edu/addedu`, {
        method: 'POST',
        headers,
        body: JSON.stringify([{ year: '2024', clg: 'Outage', edu: 'x', sts: '', link: '' }]),
      }),
  ]
  const lane = async (index: number) => {
    for (let n = index; running; n++) {
      const current = phase
      let key: string
      try {
        const response = await requests[n % requests.length]!()
        key = String(response.status)
        const text = await response.text()
        if (response.status >= 500) {
          let body: { success?: unknown; message?: unknown } = {}
          try {
            body = JSON.parse(text) as typeof body
          } catch {
            problems.push(`${response.status} without a JSON body: ${text.slice(0, 80)}`)
          }
          if (response.status !== 503) problems.push(`${response.status}: ${text.slice(0, 120)}`)
          else if (body.success !== false || typeof body.message !== 'string') {
            problems.push(`503 body is not {success:false, message}: ${text.slice(0, 120)}`)
          }
        }
      } catch (error) {
        key = `network error (${(error as Error & { cause?: { code?: string } }).cause?.code ?? 'unknown'})`
      }
      counts[current].set(key, (counts[current].get(key) ?? 0) + 1)
    }
  }
  const lanes = Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)))
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  await wait(BEFORE_MS)
  phase = 'down'
  const stoppedAt = Date.now()
  stopDatabase()
  await wait(OUTAGE_MS)
  const health = await fetch(`${server.url}/healthz`).catch(() => ({
    status: 0,
    text: async () => 'no answer',
  }))
  const healthBody = await health.text()
  if (health.status !== 503)
    problems.push(`/healthz answered ${health.status} with the database down`)

  phase = 'recovering'
  const restartedAt = Date.now()
  startDatabase()
  let recoveredAt = 0
  while (!recoveredAt && Date.now() - restartedAt < RECOVERY_LIMIT_MS) {
    const [read, healthz] = await Promise.all([
      fetch(`${server.url}/api/edu/fetchedu`).then(
        (r) => r.status,
        () => 0,
      ),
      fetch(`${server.url}/healthz`).then(
        (r) => r.status,
        () => 0,
      ),
    ])
    if (read === 200 && healthz === 200) recoveredAt = Date.now()
    else await wait(100)
  }
  phase = 'after'
  await wait(AFTER_MS)
  running = false
  await lanes

  const afterFailures = [...counts.after].filter(([status]) => status !== '200')
  if (!recoveredAt) problems.push(`the API did not recover within ${RECOVERY_LIMIT_MS / 1000} s`)
  if (afterFailures.length) problems.push(`after recovery: ${JSON.stringify(afterFailures)}`)
  if (crashed) problems.push(`the server process exited:\n${server.output()}`)
  if (!counts.down.has('503')) problems.push('no 503 answer while the database was down')

  const show = (p: Phase) =>
    [...counts[p]].map(([status, n]) => `${status}: ${n}`).join(', ') || 'none'
  console.log('Database outage (private PostgreSQL cluster, port %d)', port)
  console.log(`  before the stop (${BEFORE_MS / 1000} s): ${show('before')}`)
  console.log(
    `  database down (${((restartedAt - stoppedAt) / 1000).toFixed(1)} s): ${show('down')}`,
  )
  console.log(`  /healthz while down: ${health.status} ${healthBody}`)
  console.log(`  restarting: ${show('recovering')}`)
  console.log(
    `  recovered without a server restart ${recoveredAt ? `${((recoveredAt - restartedAt) / 1000).toFixed(2)} s after the database was back` : 'NEVER'}`,
  )
  console.log(`  after recovery (${AFTER_MS / 1000} s): ${show('after')}`)
  console.log(`  server process: ${crashed ? 'CRASHED' : `still running (pid ${server.pid})`}`)
  ok = problems.length === 0
  for (const problem of problems.slice(0, 20)) console.log(`  problem: ${problem}`)
  console.log(ok ? 'PASS' : 'FAIL')
  server.child.kill('SIGTERM')
  await server.exited
} finally {
  running = false
  try {
    stopDatabase()
  } catch {
    // Already stopped.
  }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(ok ? 0 : 1)
