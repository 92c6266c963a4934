import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

/** One GET on a new connection: its status, or the error code when the connection is refused. */
function freshGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/edu/fetchedu`, { agent: false }, (response) => {
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
    server = await startServer({ dataDir, databaseUrl: schema?.url })
  }, 120_000)
  afterAll(async () => {
    server.child.kill('SIGKILL')
    await schema?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('finishes the requests in flight, refuses new ones and exits within 10 s', async () => {
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
    // New connections are refused once the listener closes (or reset, or answered 503, when
    // they race the close).
    let fresh: number | string = 200
    while (fresh === 200 && Date.now() - signalled < 10_000) fresh = await freshGet(server.url)
    expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(fresh)

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
    // Under load: answers before the close, 503 on kept-alive connections while closing,
    // refused or reset connections after it; never a 500.
    const unexpected = statuses.filter(
      (s) => !(s === 200 || s === 503 || s === 'ECONNREFUSED' || s === 'ECONNRESET'),
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
