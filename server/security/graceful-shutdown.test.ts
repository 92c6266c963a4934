import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pngImage } from '@/modules/media/media-test-support.ts'
import { withSchemaLock } from '@/test-support/schema-lock.ts'
import {
  freshPostgresSchema,
  ownerHeaders,
  startServer,
  tempDir,
  type ServerProcess,
} from './server-process.ts'

/** Sends a request whose body is held back until `finish` is called. */
function heldRequest(url: string, headers: Record<string, string>, body: string) {
  const request = http.request(`${url}/api/edu/addedu`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode!, body: text }))
    })
    request.on('error', reject)
  })
  const connected = new Promise<void>((resolve) =>
    request.on('socket', (socket) => socket.once('connect', () => resolve())),
  )
  request.write(body.slice(0, 10))
  return { connected, answer, finish: () => request.end(body.slice(10)) }
}

/** A multipart skill upload sent half, the rest held back until `finish` is called. */
async function heldUpload(url: string, token: string, name: string, image: Uint8Array) {
  const form = new FormData()
  form.append('name', name)
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'held.png')
  const encoded = new Request('http://multipart.invalid', { method: 'POST', body: form })
  const body = Buffer.from(await encoded.arrayBuffer())
  const request = http.request(`${url}/api/skill/addskills`, {
    method: 'POST',
    agent: false,
    headers: {
      'auth-token': token,
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.length),
    },
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode!, body: text }))
    })
    request.on('error', reject)
  })
  const half = Math.floor(body.length / 2)
  await new Promise<void>((resolve) => request.write(body.subarray(0, half), () => resolve()))
  return { answer, finish: () => request.end(body.subarray(half)) }
}

/** Keep-alive connections that answered one request each and now sit idle; resolves as they close. */
async function idleConnections(url: string, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count })
  const closed: Promise<number>[] = []
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const request = http.get(`${url}/healthz`, { agent }, (response) => {
            response.resume()
            response.on('end', () => resolve())
          })
          request.on('socket', (socket) =>
            closed.push(new Promise((done) => socket.once('close', () => done(Date.now())))),
          )
          request.on('error', reject)
        }),
    ),
  )
  return { closed: Promise.all(closed), destroy: () => agent.destroy() }
}

/** The drain period the servers of this file run with (STOP_DRAIN_MS, the default). */
const DRAIN_MS = 2_000

/** One GET on a new connection: its status, or the error code when the connection is refused. */
function freshGet(url: string): Promise<number | string> {
  return freshStatus(url, '/api/edu/fetchedu')
}

function freshStatus(url: string, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(`${url}${path}`, { agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode!))
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

describe('graceful shutdown on SIGTERM, under load', () => {
  const dataDir = tempDir('shutdown')
  let schema: Awaited<ReturnType<typeof freshPostgresSchema>> | undefined
  let server: ServerProcess

  beforeAll(async () => {
    if (process.env.DATABASE_URL) schema = await freshPostgresSchema(process.env.DATABASE_URL)
    // The server migrates its schema as it starts: no other file may drop one meanwhile.
    server = await withSchemaLock(process.env.DATABASE_URL, 'shared', () =>
      startServer({ dataDir, databaseUrl: schema?.url }),
    )
  }, 120_000)
  afterAll(async () => {
    server.child.kill('SIGKILL')
    await schema?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers /readyz 503 at once, serves new connections through the drain, then refuses them, finishes what is in flight and exits within 10 s', async () => {
    const headers = await ownerHeaders(server.url)
    const record = { year: '2020', clg: 'Shutdown', edu: 'in flight', sts: '', link: '' }
    const inFlight = heldRequest(server.url, headers, JSON.stringify([record]))
    await inFlight.connected
    // A full round trip on another connection: by then the server has read the held headers.
    expect(await freshGet(server.url)).toBe(200)

    // Load: 20 lanes of reads on keep-alive connections, running through the shutdown.
    const statuses: Array<number | string> = []
    let loading = true
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 })
    const lane = async () => {
      while (loading) {
        statuses.push(
          await new Promise<number | string>((resolve) => {
            const request = http.get(`${server.url}/api/skill/fetchskills`, { agent }, (res) => {
              res.resume()
              res.on('end', () => resolve(res.statusCode!))
            })
            request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
          }),
        )
      }
    }
    const lanes = Array.from({ length: 20 }, lane)
    while (statuses.length < 100) await new Promise((resolve) => setImmediate(resolve))

    const signalled = Date.now()
    server.child.kill('SIGTERM')
    // Readiness turns at once, so that a proxy stops sending here.
    let ready = await freshStatus(server.url, '/readyz')
    while (ready === 200 && Date.now() - signalled < 5_000) {
      ready = await freshStatus(server.url, '/readyz')
    }
    expect(ready).toBe(503)
    expect(Date.now() - signalled).toBeLessThan(DRAIN_MS)
    // New connections are still served during the drain, then refused once the listener closes.
    let fresh: number | string = 200
    let servedDuringDrain = 0
    while (fresh === 200 && Date.now() - signalled < 10_000) {
      fresh = await freshGet(server.url)
      if (fresh === 200) servedDuringDrain++
    }
    const refusedAfter = Date.now() - signalled
    // Refused; or reset, for a connection the kernel had queued at the very moment the listener
    // closed (a client that honours readiness has stopped opening them two seconds before).
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(fresh)
    expect(servedDuringDrain).toBeGreaterThan(0)
    expect(refusedAfter).toBeGreaterThanOrEqual(DRAIN_MS - 50)

    // The held request still completes and is stored.
    inFlight.finish()
    const answer = await inFlight.answer
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body).data[0]).toMatchObject({ edu: 'in flight' })

    const exit = await server.exited
    const seconds = (Date.now() - signalled) / 1000
    loading = false
    await Promise.all(lanes)
    agent.destroy()
    console.info(
      `graceful shutdown: exit ${exit.code} ${seconds.toFixed(2)} s after SIGTERM; ${statuses.length} requests under load`,
    )
    expect(exit).toEqual({ code: 0, signal: null })
    expect(seconds).toBeLessThan(10)
    // Under load: every request sent is answered 200 (its connection closed after it once the
    // stop began); connections opened when the listener closes are refused (or reset, as above).
    // Never a 503 or a 500.
    const unexpected = statuses.filter(
      (s) => !(s === 200 || s === 'ECONNREFUSED' || s === 'ECONNRESET'),
    )
    expect(unexpected).toEqual([])
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(100)

    if (!schema) {
      const file = new SQLite(path.join(dataDir, 'vitrine.sqlite'), { readonly: true })
      const rows = file
        .prepare("select count(*) as n from education where degree = 'in flight'")
        .get() as { n: number }
      file.close()
      expect(rows.n).toBe(1)
    }
  }, 60_000)
})

describe('a stop request while uploads are in flight', () => {
  let dataDir: string
  let schema: Awaited<ReturnType<typeof freshPostgresSchema>> | undefined
  let server: ServerProcess | undefined

  afterEach(async () => {
    server?.child.kill('SIGKILL')
    await schema?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  async function start(options: { npmStart?: boolean } = {}) {
    dataDir = tempDir('stop')
    schema = process.env.DATABASE_URL
      ? await freshPostgresSchema(process.env.DATABASE_URL)
      : undefined
    server = await withSchemaLock(process.env.DATABASE_URL, 'shared', () =>
      startServer({ dataDir, databaseUrl: schema?.url, ...options }),
    )
    const token = (await ownerHeaders(server.url))['auth-token']!
    const image = await pngImage(400, 300, '#3366cc')
    const uploads = await Promise.all(
      Array.from({ length: 20 }, (_, i) => heldUpload(server!.url, token, `Held ${i}`, image)),
    )
    // A full round trip on another connection: by then the server has read the held headers.
    expect(await freshGet(server.url)).toBe(200)
    const idle = await idleConnections(server.url, 5)
    return { server, uploads, idle }
  }

  async function storedSkills(): Promise<number | undefined> {
    if (schema) return undefined
    const file = new SQLite(path.join(dataDir, 'vitrine.sqlite'), { readonly: true })
    const row = file.prepare("select count(*) as n from skills where name like 'Held %'").get()
    file.close()
    return (row as { n: number }).n
  }

  it('the same SIGTERM twice (a group signal) is one request: uploads finish, exit 0 within 10 s', async () => {
    const { server, uploads, idle } = await start()
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    server.child.kill('SIGTERM')
    // Idle keep-alive connections are closed when the drain ends, before the uploads are done.
    const closedAt = await idle.closed
    expect(Math.max(...closedAt) - signalled).toBeLessThan(DRAIN_MS + 2_000)
    for (const upload of uploads) upload.finish()
    const answers = await Promise.all(uploads.map((upload) => upload.answer))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const exit = await server.exited
    const seconds = (Date.now() - signalled) / 1000
    idle.destroy()
    console.info(`stop with 20 uploads in flight: exit ${exit.code} after ${seconds.toFixed(2)} s`)
    expect(exit).toEqual({ code: 0, signal: null })
    expect(seconds).toBeLessThan(10)
    const stored = await storedSkills()
    if (stored !== undefined) expect(stored).toBe(20)
  }, 60_000)

  it('a different, later signal forces the exit', async () => {
    const { server, uploads, idle } = await start()
    // The held uploads never finish: their connections are cut when the process exits.
    const cut = uploads.map((upload) => upload.answer.catch(() => 'cut'))
    server.child.kill('SIGTERM')
    server.child.kill('SIGINT')
    const exit = await server.exited
    expect(exit).toEqual({ code: 1, signal: null })
    expect(await Promise.all(cut)).toEqual(cut.map(() => 'cut'))
    idle.destroy()
  }, 60_000)

  it('under npm start, Ctrl-C to the whole process group stops it gracefully: exit 0', async () => {
    const { server, uploads, idle } = await start({ npmStart: true })
    const signalled = Date.now()
    // What a terminal does on Ctrl-C: SIGINT to every process of the foreground group.
    process.kill(-server.pid, 'SIGINT')
    for (const upload of uploads) upload.finish()
    const answers = await Promise.all(uploads.map((upload) => upload.answer))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const exit = await server.exited
    idle.destroy()
    expect(exit).toEqual({ code: 0, signal: null })
    expect((Date.now() - signalled) / 1000).toBeLessThan(10)
  }, 300_000)
})

/** Uploads sent whole and at once, each on a connection of its own (as curl would send them). */
async function uploadsAtOnce(url: string, token: string, count: number, image: Uint8Array) {
  const picture = new Blob([new Uint8Array(image)], { type: 'image/png' })
  const bodies = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const form = new FormData()
      form.append('name', `Sent ${i}`)
      form.append('image', picture, 'photo.png')
      const encoded = new Request('http://multipart.invalid', { method: 'POST', body: form })
      return {
        type: encoded.headers.get('content-type')!,
        body: Buffer.from(await encoded.arrayBuffer()),
      }
    }),
  )
  return bodies.map(
    ({ type, body }) =>
      new Promise<number | string>((resolve) => {
        const request = http.request(`${url}/api/skill/addskills`, {
          method: 'POST',
          agent: false,
          headers: { 'auth-token': token, 'content-type': type, 'content-length': body.length },
        })
        request.on('response', (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode!))
        })
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
        request.end(body)
      }),
  )
}

/** Busy loops in other processes, one per core, so the server runs on a loaded machine. */
function cpuLoad(): () => void {
  const burners = os.cpus().map(() =>
    spawn(process.execPath, ['-e', 'const end = Date.now() + 120000; while (Date.now() < end);'], {
      stdio: 'ignore',
    }),
  )
  return () => burners.forEach((burner) => burner.kill('SIGKILL'))
}

describe('a stop that drops nothing (measured as a new user would)', () => {
  // Three rounds in the suite; DRAIN_ROUNDS=20 runs the operations check of twenty in a row.
  const ROUNDS = Number(process.env.DRAIN_ROUNDS ?? 3)
  const UPLOADS = 20

  it(
    `${UPLOADS} uploads sent at once, SIGTERM to the process group under npm start 50 ms later, under load: every upload is answered and stored, exit 0 within 10 s (${ROUNDS} rounds)`,
    async () => {
      const image = await pngImage(400, 300, '#3366cc')
      for (let round = 1; round <= ROUNDS; round++) {
        const dataDir = tempDir('drain')
        const schema = process.env.DATABASE_URL
          ? await freshPostgresSchema(process.env.DATABASE_URL)
          : undefined
        const server = await withSchemaLock(process.env.DATABASE_URL, 'shared', () =>
          startServer({ dataDir, databaseUrl: schema?.url, npmStart: true }),
        )
        const stopLoad = cpuLoad()
        try {
          const token = (await ownerHeaders(server.url))['auth-token']!
          const answers = await uploadsAtOnce(server.url, token, UPLOADS, image)
          await new Promise((resolve) => setTimeout(resolve, 50))
          const signalled = Date.now()
          process.kill(-server.pid, 'SIGTERM')
          const statuses = await Promise.all(answers)
          const exit = await server.exited
          const seconds = (Date.now() - signalled) / 1000
          stopLoad()
          console.info(
            `drain round ${round}: ${statuses.filter((s) => s === 200).length}/${UPLOADS} answered 200, exit ${exit.code} after ${seconds.toFixed(2)} s`,
          )
          expect(statuses).toEqual(statuses.map(() => 200))
          expect(exit).toEqual({ code: 0, signal: null })
          expect(seconds).toBeLessThan(10)
          expect(
            await storedCount(
              dataDir,
              schema?.url,
              "select count(*) as n from skills where name like 'Sent %'",
            ),
          ).toBe(UPLOADS)
        } finally {
          stopLoad()
          server.child.kill('SIGKILL')
          await schema?.drop()
          fs.rmSync(dataDir, { recursive: true, force: true })
        }
      }
    },
    ROUNDS * 200_000,
  )
})

/** A count read from the stopped server's database (SQLite file or PostgreSQL schema). */
async function storedCount(dataDir: string, databaseUrl: string | undefined, query: string) {
  if (!databaseUrl) {
    const file = new SQLite(path.join(dataDir, 'vitrine.sqlite'), { readonly: true })
    const row = file.prepare(query).get() as { n: number }
    file.close()
    return row.n
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(query)
    return Number(rows[0]!.n)
  } finally {
    await client.end()
  }
}
