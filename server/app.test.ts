import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-support/test-app.ts'

describe('the app', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers /healthz with 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  it('answers unknown API routes with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here?x=1' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      message: 'Route GET /api/nothing/here not found',
    })
  })

  it('sends the security headers and no X-Powered-By', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/edu/fetchedu' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    // The test app's PUBLIC_URL is http: no HSTS (an https site's: security-headers.test.ts).
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('refuses malformed JSON and wrong content types with a clear 4xx', async () => {
    const headers = await t.ownerHeaders()
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '[{"year": ',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON',
    })

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers: { ...headers, 'content-type': 'text/xml' },
      payload: '<x/>',
    })
    expect(wrongType.statusCode).toBe(415)
    expect(wrongType.json()).toEqual({ success: false, message: 'Unsupported content type' })
  })

  it('serves an OpenAPI 3 document generated from the route schemas, and its UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    const addedu = document.paths['/api/edu/addedu'].post
    expect(addedu.security).toEqual([{ ownerToken: [] }])
    expect(addedu.requestBody.content['application/json'].schema.type).toBe('array')
    expect(document.paths['/api/edu/fetchedu'].get.security).toBeUndefined()

    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.headers['content-type']).toContain('text/html')
    // The page's script, styles and logo come from swagger-ui's package, under /api/docs/static/.
    for (const [file, type] of [
      ['swagger-ui-bundle.js', 'javascript'],
      ['swagger-ui.css', 'text/css'],
      ['logo.svg', 'image/svg+xml'],
    ]) {
      const asset = await t.app.inject({ method: 'GET', url: `/api/docs/static/${file}` })
      expect(asset.statusCode, file).toBe(200)
      expect(asset.headers['content-type'], file).toContain(type)
    }
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    })
    expect(initializer.body).toContain('data:image/svg+xml;base64,')
    // Only there: not one level up.
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/docs/index.html' })
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.json()).toEqual({
      success: false,
      message: 'Route GET /api/docs/index.html not found',
    })
  })
})

describe('when the database stops answering', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.database.db.destroy()
  })
  afterAll(() => t.close().catch(() => {}))

  it('answers /healthz with 503 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The database is not answering',
    })
  })

  it('answers API reads with a 5xx JSON message that reveals nothing internal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/edu/fetchedu' })
    expect(response.statusCode).toBeGreaterThanOrEqual(500)
    const body = response.json()
    expect(body.success).toBe(false)
    expect(body.message).not.toMatch(/sqlite|select|postgres|\/work|node_modules|at .*\(/i)
    expect(body.stack).toBeUndefined()
  })
})
