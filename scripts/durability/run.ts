/**
 * Crash durability (`npm run test:durability`): 1000 owner writes from many connections, the
 * server killed with SIGKILL half-way, restarted; every acknowledged write must be there, and
 * SQLite's integrity check must pass. Runs on SQLite, and on PostgreSQL too when DATABASE_URL is
 * set (in a fresh schema that is dropped afterwards). Prints its figures; exits 1 on any loss.
 */
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import {
  freshPostgresSchema,
  ownerHeaders,
  startServer,
  tempDir,
  type ServerProcess,
} from '../../server/security/server-process.ts'

const WRITES = 1000
const CONNECTIONS = 25
const KILL_AFTER_ACKNOWLEDGED = WRITES / 2

interface Outcome {
  acknowledged: Map<number, string>
  failed: number
}

/**
 * Sends writes `cursor.next`..`to`-1 over CONNECTIONS parallel lanes. `onAck` answers true to
 * stop taking new writes (the server was just killed); writes already sent finish or fail.
 */
async function sendWrites(
  server: ServerProcess,
  cursor: { next: number },
  to: number,
  onAck?: (count: number) => boolean,
) {
  const headers = await ownerHeaders(server.url)
  const outcome: Outcome = { acknowledged: new Map(), failed: 0 }
  let stopped = false
  const lane = async () => {
    while (!stopped && cursor.next < to) {
      const i = cursor.next++
      const record = { year: `w${i}`, clg: 'Durability', edu: `write ${i}`, sts: '', link: '' }
      try {
        const response = await fetch(`${server.url}/api/edu/addedu`, {
          method: 'POST',
          headers,
          body: JSON.stringify([record]),
        })
        if (response.status === 200) {
          const { data } = (await response.json()) as { data: Array<{ _id: string }> }
          outcome.acknowledged.set(i, data[0]!._id)
          if (onAck?.(outcome.acknowledged.size)) stopped = true
        } else {
          outcome.failed += 1
        }
      } catch {
        outcome.failed += 1
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, lane))
  return outcome
}

async function storedWrites(server: ServerProcess): Promise<Map<number, string>> {
  const response = await fetch(`${server.url}/api/edu/fetchedu`)
  const { data } = (await response.json()) as { data: Array<{ _id: string; year: string }> }
  const stored = new Map<number, string>()
  for (const row of data) {
    const i = Number(row.year.slice(1))
    if (stored.has(i)) throw new Error(`write ${i} is stored twice`)
    stored.set(i, row._id)
  }
  return stored
}

async function run(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = tempDir('durability')
  const started = Date.now()
  try {
    let server = await startServer({ dataDir, databaseUrl })
    const cursor = { next: 0 }
    let killedAt = 0
    const firstStarted = Date.now()
    const first = await sendWrites(server, cursor, WRITES, (count) => {
      if (count < KILL_AFTER_ACKNOWLEDGED) return false
      if (!killedAt) {
        killedAt = count
        server.child.kill('SIGKILL')
      }
      return true
    })
    const firstSeconds = (Date.now() - firstStarted) / 1000
    const killed = await server.exited
    const attempted = cursor.next
    server = await startServer({ dataDir, databaseUrl })
    const afterRestart = await storedWrites(server)
    const second = await sendWrites(server, cursor, WRITES)
    const stored = await storedWrites(server)
    server.child.kill('SIGTERM')
    await server.exited

    const acknowledged = new Map([...first.acknowledged, ...second.acknowledged])
    const lost = [...acknowledged].filter(([i, id]) => stored.get(i) !== id)
    const unacknowledgedButStored = [...stored.keys()].filter((i) => !acknowledged.has(i)).length
    let integrity = 'n/a (PostgreSQL)'
    if (!databaseUrl) {
      const file = new SQLite(path.join(dataDir, 'vitrine.sqlite'), { readonly: true })
      integrity = (file.pragma('integrity_check', { simple: true }) as string) ?? 'no answer'
      const foreignKeys = file.pragma('foreign_key_check') as unknown[]
      if (foreignKeys.length > 0) integrity += `, ${foreignKeys.length} foreign key violations`
      file.close()
    } else {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      const { rows } = await client.query<{ count: string }>('select count(*) from education')
      await client.end()
      if (Number(rows[0]!.count) !== stored.size) integrity = 'row count differs from the API'
      else integrity = 'ok (row count matches)'
    }
    const ok = lost.length === 0 && (integrity === 'ok' || integrity.startsWith('ok ('))
    console.log(`\n${label}`)
    console.log(
      `  killed with ${killed.signal ?? killed.code} after ${killedAt} acknowledged writes`,
    )
    console.log(
      `  before the kill: ${attempted} sent, ${first.acknowledged.size} acknowledged (${(first.acknowledged.size / firstSeconds).toFixed(0)}/s), ${first.failed} failed in flight`,
    )
    console.log(
      `  after the restart: ${afterRestart.size} stored; ${second.acknowledged.size} more acknowledged`,
    )
    console.log(
      `  total: ${attempted + second.acknowledged.size + second.failed} writes, ${acknowledged.size} acknowledged, ${stored.size} stored`,
    )
    console.log(`  acknowledged but lost: ${lost.length}`)
    console.log(`  stored without acknowledgement (cut off in flight): ${unacknowledgedButStored}`)
    console.log(`  integrity: ${integrity}`)
    console.log(`  ${ok ? 'PASS' : 'FAIL'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    return ok
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

let ok = await run('SQLite', undefined)
if (process.env.DATABASE_URL) {
  const schema = await freshPostgresSchema(process.env.DATABASE_URL)
  try {
    ok = (await run(`PostgreSQL (schema ${schema.schema})`, schema.url)) && ok
  } finally {
    await schema.drop()
  }
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL to run it too)')
}
process.exit(ok ? 0 : 1)
