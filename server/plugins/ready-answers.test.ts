import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureLog, type LogCapture } from '../test-support/log-capture.ts'
import { createTestApp, type TestApp } from '../test-support/test-app.ts'

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * A raw HTTP request, so headers come back exactly as sent (fetch would merge and decode). It
 * resolves once the server has finished with the request too: its log line is written in the same
 * step that keeps a ready answer, which can come after the client already has every byte (a
 * client that asks again at once may still go through the framework; the tests count exactly).
 */
async function ask(base: string, path: string, options: http.RequestOptions = {}): Promise<Answer> {
  const logged = requestLines().length
  const answer = await send(base, path, options)
  await vi.waitFor(() => expect(requestLines().length).toBeGreaterThan(logged))
  return answer
}

function send(base: string, path: string, options: http.RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), options, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const { date: _date, ...headers } = response.headers
        resolve({
          status: response.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks).toString(),
        })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(options.method === 'POST' ? '[{"para":"A second paragraph."}]' : undefined)
  })
}

let t: TestApp | undefined
let log: LogCapture

afterEach(async () => {
  await t?.close()
  t = undefined
})

async function listening(env: Record<string, string> = {}) {
  log = captureLog()
  t = await createTestApp({ LOG_LEVEL: 'info', ...env }, { logStream: log.stream })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  const headers = await t.ownerHeaders()
  const base = `http://127.0.0.1:${port}`
  const added = await ask(base, '/api/about/addabout', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
  })
  expect(added.status).toBe(200)
  return { app: t.app, base, headers }
}

const requestLines = () => log.entries().filter((entry) => entry.msg === 'request completed')

describe('ready answers', () => {
  it('answers a public read again byte for byte without going through the framework, and logs it the same way', async () => {
    const { app, base } = await listening()
    const before = app.readyAnswers.served

    const first = await ask(base, '/api/about/fetchabout')
    const again = await ask(base, '/api/about/fetchabout')
    const third = await ask(base, '/api/about/fetchabout')

    expect(first.status).toBe(200)
    expect(JSON.parse(first.body).data[0].para).toBe('A second paragraph.')
    expect(again).toEqual(first)
    expect(third).toEqual(first)
    expect(Object.keys(again.headers)).toEqual(Object.keys(first.headers))
    expect(app.readyAnswers.served - before).toBe(2)

    const lines = requestLines().filter(
      (entry) => (entry.req as { url: string }).url === '/api/about/fetchabout',
    )
    expect(lines).toHaveLength(3)
    const shape = (entry: Record<string, unknown>) => ({
      ...entry,
      time: 0,
      reqId: 'id',
      responseTime: 0,
    })
    expect(shape(lines[1]!)).toEqual(shape(lines[0]!))
    expect(lines[1]!.reqId).not.toBe(lines[0]!.reqId)
    expect(typeof lines[1]!.responseTime).toBe('number')
  })

  it('never answers from before a content write, a conditional request or a HEAD', async () => {
    const { app, base, headers } = await listening()
    const first = await ask(base, '/api/about/fetchabout')
    await ask(base, '/api/about/fetchabout')
    const served = app.readyAnswers.served

    const notModified = await ask(base, '/api/about/fetchabout', {
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(notModified.status).toBe(304)
    const head = await ask(base, '/api/about/fetchabout', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(app.readyAnswers.served).toBe(served)

    const added = await ask(base, '/api/about/addabout', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
    })
    expect(added.status).toBe(200)
    const after = await ask(base, '/api/about/fetchabout')
    expect(JSON.parse(after.body).data).toHaveLength(2)
    expect(after.headers.etag).not.toBe(first.headers.etag)
    expect(app.readyAnswers.served).toBe(served)
    expect(await ask(base, '/api/about/fetchabout')).toEqual(after)
    expect(app.readyAnswers.served).toBe(served + 1)
  })

  it('answers an image again with the same headers and bytes', async () => {
    const { app, base } = await listening()
    const first = await ask(base, '/media/default-profile.webp')
    const served = app.readyAnswers.served
    const again = await ask(base, '/media/default-profile.webp')
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toBe('image/webp')
    expect(again).toEqual(first)
    expect(Object.keys(again.headers)).toEqual(Object.keys(first.headers))
    expect(app.readyAnswers.served).toBe(served + 1)
  })

  it('keeps each query string apart on the API, and never answers an owner route', async () => {
    const { app, base, headers } = await listening()
    await ask(base, '/api/about/fetchabout')
    const served = app.readyAnswers.served
    const withQuery = await ask(base, '/api/about/fetchabout?page=2')
    expect(withQuery.status).toBe(200)
    expect(app.readyAnswers.served).toBe(served)

    const owner = await ask(base, '/api/contact/fetchallmsg', { headers })
    await ask(base, '/api/contact/fetchallmsg', { headers })
    expect(owner.headers['cache-control']).toBe('no-store')
    expect(app.readyAnswers.served).toBe(served)
  })

  it('logs the client behind a trusted proxy as the framework does', async () => {
    const { app, base } = await listening({ TRUST_PROXY: '127.0.0.1' })
    const forwarded = { 'x-forwarded-for': '203.0.113.9' }
    await ask(base, '/api/about/fetchabout', { headers: forwarded })
    await ask(base, '/api/about/fetchabout', { headers: forwarded })
    expect(app.readyAnswers.served).toBe(1)
    const addresses = requestLines()
      .filter((entry) => (entry.req as { url: string }).url === '/api/about/fetchabout')
      .map((entry) => (entry.req as { remoteAddress: string }).remoteAddress)
    expect(addresses).toEqual(['203.0.113.9', '203.0.113.9'])
  })

  it('leaves a cross-origin caller to the framework, which answers its CORS headers', async () => {
    const { app, base } = await listening({ CORS_ORIGINS: 'https://spa.example' })
    await ask(base, '/api/about/fetchabout')
    const served = app.readyAnswers.served
    const answer = await ask(base, '/api/about/fetchabout', {
      headers: { origin: 'https://spa.example' },
    })
    expect(answer.headers['access-control-allow-origin']).toBe('https://spa.example')
    expect(app.readyAnswers.served).toBe(served)
    const plain = await ask(base, '/api/about/fetchabout')
    expect(plain.headers['access-control-allow-origin']).toBeUndefined()
    expect(app.readyAnswers.served).toBe(served + 1)
  })
})
