import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { imageForm, pngImage } from '../modules/media/media-test-support.ts'
import { createTestApp, type TestApp } from '../test-support/test-app.ts'

/**
 * The security headers of each kind of answer, pinned. A change to them must be a deliberate
 * update of these snapshots. The API test app serves no web build (web mode 'off'), so the HTML
 * page here is the API docs page; pages of the web app get the same global headers from
 * plugins/security-headers.ts (the browser tests check the pages themselves). The test app's
 * PUBLIC_URL is http, so none carries HSTS; the last tests compare an http and an https site.
 */
const SECURITY_HEADERS = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
  'server',
]

function securityHeaders(headers: Record<string, unknown>) {
  const picked: Record<string, string> = {}
  for (const name of SECURITY_HEADERS) {
    if (headers[name] !== undefined) {
      // Nonces change on every answer; style hashes change with the web app's calendar.
      picked[name] = String(headers[name])
        .replace(/'nonce-[^']+'/g, "'nonce-…'")
        .replace(/'sha256-[^']+'( 'sha256-[^']+')*/g, "'sha256-…'")
    }
  }
  return picked
}

describe('security headers', () => {
  let t: TestApp
  let imageUrl: string
  beforeAll(async () => {
    t = await createTestApp()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers: await t.ownerHeaders(),
      payload: imageForm({ name: 'Headers' }, { bytes: await pngImage(8, 8) }),
    })
    imageUrl = added.json().data[0].image
  })
  afterAll(() => t.close())

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers })
    return { status: response.statusCode, headers: securityHeaders(response.headers) }
  }

  /** The headers of an answer that differ from those of the plain JSON answer. */
  async function differences(url: string, headers: Record<string, string> = {}) {
    const base = (await get('/api/skill/fetchskills')).headers
    const answer = await get(url, headers)
    const changed: Record<string, string | null> = {}
    for (const name of new Set([...Object.keys(base), ...Object.keys(answer.headers)])) {
      if (base[name] !== answer.headers[name]) changed[name] = answer.headers[name] ?? null
    }
    return { status: answer.status, changed }
  }

  it('on a JSON answer (every other answer is compared with this one)', async () => {
    expect(await get('/api/skill/fetchskills')).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "no-cache",
          "content-security-policy": "default-src 'self';base-uri 'self';connect-src 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data: https:;object-src 'none';script-src 'self';style-src 'self' 'sha256-…'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "referrer-policy": "strict-origin-when-cross-origin",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 200,
      }
    `)
  })

  it('on an owner-only JSON answer', async () => {
    expect(await differences('/api/contact/fetchallmsg', await t.ownerHeaders()))
      .toMatchInlineSnapshot(`
        {
          "changed": {
            "cache-control": "no-store",
          },
          "status": 200,
        }
      `)
  })

  it('on an HTML page', async () => {
    expect(await differences('/api/docs/')).toMatchInlineSnapshot(`
      {
        "changed": {
          "cache-control": null,
          "content-security-policy": "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'none'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' ; script-src-attr 'none'; style-src 'self' https: ; upgrade-insecure-requests;",
          "content-type": "text/html; charset=utf-8",
        },
        "status": 200,
      }
    `)
  })

  it('on an image', async () => {
    expect(await differences(imageUrl)).toMatchInlineSnapshot(`
      {
        "changed": {
          "cache-control": "public, max-age=31536000, immutable",
          "content-type": "image/webp",
        },
        "status": 200,
      }
    `)
  })

  it.each(['/api/no/such/route', '/media/0000.webp', '/no/such/page'])(
    "on a 404 (%s): the same as any JSON answer (but the content reads' revalidation)",
    async (url) => {
      expect(await differences(url)).toEqual({ status: 404, changed: { 'cache-control': null } })
    },
  )

  it.each(['/%ff', '/api/%ff', '/media/%E0%A4%A'])(
    'on a malformed address (%s): 400 in the app format, with the same headers',
    async (url) => {
      expect(await differences(url)).toEqual({ status: 400, changed: { 'cache-control': null } })
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.json()).toEqual({ success: false, message: 'The address is not valid' })
    },
  )
})

describe('a request the server cannot even parse', () => {
  it('answers 400 in the app format with the security headers, over a real socket', async () => {
    const t = await createTestApp()
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = new URL(address)
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write('GET /\u0000 nonsense\r\n\r\n'),
        )
        let text = ''
        socket.on('data', (chunk) => (text += chunk.toString()))
        socket.on('end', () => resolve(text))
        socket.on('error', reject)
      })
      const [head = '', body] = raw.split('\r\n\r\n')
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request')
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      )
      expect(headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-type': 'application/json; charset=utf-8',
      })
      expect(JSON.parse(body!)).toEqual({ success: false, message: 'The request is malformed' })
    } finally {
      await t.close()
    }
  })
})

/** The status line and headers of a raw request's answer, read off the socket. */
function rawAnswer(port: number, request: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    let text = ''
    socket.on('data', (chunk) => {
      text += chunk.toString()
      if (text.includes('\r\n\r\n')) socket.destroy()
    })
    socket.on('close', () => {
      const [status = '', ...lines] = (text.split('\r\n\r\n')[0] ?? '').split('\r\n')
      resolve(
        Object.fromEntries([
          ['status', status],
          ...lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        ]),
      )
    })
    socket.on('error', reject)
  })
}

describe('Strict-Transport-Security', () => {
  it.each([
    ['http://vitrine.test', undefined],
    ['https://vitrine.test', 'max-age=31536000; includeSubDomains'],
  ])(
    'with PUBLIC_URL %s: %s on every kind of answer, ready answers and errors before routing too',
    async (publicUrl, expected) => {
      const t = await createTestApp({ PUBLIC_URL: publicUrl })
      try {
        const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
        const port = Number(new URL(address).port)
        const get = (path: string) =>
          rawAnswer(port, `GET ${path} HTTP/1.1\r\nHost: vitrine.test\r\nConnection: close\r\n\r\n`)
        const answers = [await get('/api/about/fetchabout')]
        // The same read again is sent ready-made, before Fastify.
        const served = t.app.readyAnswers.served
        await vi.waitFor(async () => {
          answers.push(await get('/api/about/fetchabout'))
          expect(t.app.readyAnswers.served).toBeGreaterThan(served)
        })
        answers.push(await get('/%ff'), await get('/api/no/such/route'))
        answers.push(await rawAnswer(port, 'GET /\u0000 nonsense\r\n\r\n'))
        expect(answers.map((answer) => answer.status)).toEqual([
          ...answers.slice(0, -3).map(() => 'HTTP/1.1 200 OK'),
          'HTTP/1.1 400 Bad Request',
          'HTTP/1.1 404 Not Found',
          'HTTP/1.1 400 Bad Request',
        ])
        for (const answer of answers) {
          expect(answer['strict-transport-security'], answer.status).toBe(expected)
          expect(answer['x-frame-options']).toBe('DENY')
        }
      } finally {
        await t.close()
      }
    },
  )
})
