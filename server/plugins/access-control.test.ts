import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, OWNER_PASSWORD, type TestApp } from '../test-support/test-app.ts'

/**
 * The only API routes a visitor may call without a token. Anything else under /api must refuse
 * every kind of bad token with 401 JSON; a new route that forgets its guard fails here.
 */
const PUBLIC_API_ROUTES = new Set([
  'GET /api/openapi.json',
  'POST /api/contact/addmsg',
  'GET /api/skill/fetchskills',
  'GET /api/project/fetchprojects',
  'GET /api/about/fetchabout',
  'GET /api/exp/fetchexp',
  'GET /api/edu/fetchedu',
  'GET /api/cer/fetchcertificates',
  'GET /api/user/fetchuserdetails',
  'POST /api/user/login',
  'GET /api/user/forgot-password',
  'POST /api/user/reset-password',
  'GET /api/site/settings',
  'GET /api/contributions',
])

function concreteUrl(url: string): string {
  return url.replace(/:id\b/g, '1').replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'x')
}

function unsignedToken(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`
}

describe('access control', () => {
  let t: TestApp
  let badTokens: [string, string | undefined, string][]

  beforeAll(async () => {
    t = await createTestApp()
    const now = Math.floor(Date.now() / 1000)
    const owner = await t.app.repositories.owner.first()
    const claims = { sub: String(owner!.id), ver: owner!.token_version, purpose: 'session' }
    const sign = (key: Uint8Array, exp: number) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now - 10).setExpirationTime(exp).sign(key)

    // A token that was valid until the password changed.
    const before = (await t.ownerHeaders())['auth-token']
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updatepass',
      headers: { 'auth-token': before! },
      payload: { oldpass: OWNER_PASSWORD, newpass: `${OWNER_PASSWORD} 2` },
    })
    expect(changed.statusCode).toBe(200)

    badTokens = [
      ['no token', undefined, 'Please authenticate using a valid token'],
      ['a garbage token', 'not-a-jwt', 'Please authenticate using a valid token'],
      ['alg none', unsignedToken({ ...claims, exp: now + 3600 }), 'Please authenticate using a valid token'],
      [
        'a wrong signature',
        await sign(new TextEncoder().encode('another secret that is long enough!!'), now + 3600),
        'Please authenticate using a valid token',
      ],
      ['an expired token', await sign(t.app.authKey, now - 60), 'Token has expired'],
      ['a token from before a password change', before, 'Token has been revoked, please log in again'],
    ]
  })
  afterAll(() => t.close())

  it('declares exactly the expected public API routes', () => {
    const publicApi = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
    expect(new Set(publicApi)).toEqual(PUBLIC_API_ROUTES)
  })

  it('only serves reads outside /api without a token', () => {
    const writes = t.app.registeredRoutes.filter(
      (r) => !r.url.startsWith('/api/') && r.access === 'public' && !['GET', 'HEAD', 'OPTIONS'].includes(r.method),
    )
    expect(writes).toEqual([])
  })

  it('refuses every bad token on every owner route with 401 JSON and changes nothing', async () => {
    const ownerRoutes = t.app.registeredRoutes.filter((r) => r.access === 'owner')
    expect(ownerRoutes.length).toBeGreaterThan(20)
    const snapshotBefore = await contentSnapshot(t)
    for (const route of ownerRoutes) {
      for (const [label, token, message] of badTokens) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: token ? { 'auth-token': token } : {},
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        })
        expect(response.statusCode, `${route.method} ${route.url} with ${label}`).toBe(401)
        expect(response.headers['content-type']).toContain('application/json')
        expect(response.json(), `${route.method} ${route.url} with ${label}`).toEqual({
          success: false,
          message,
        })
      }
    }
    expect(await contentSnapshot(t)).toEqual(snapshotBefore)
  })

  it('refuses an unauthenticated upload before reading its body', async () => {
    const ownerUploads = t.app.registeredRoutes.filter(
      (r) => r.access === 'owner' && r.method === 'POST',
    )
    for (const route of ownerUploads) {
      const response = await t.app.inject({
        method: 'POST',
        url: concreteUrl(route.url),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: Buffer.alloc(t.config.uploadMaxBytes + 1024, 0x61),
      })
      expect(response.statusCode, route.url).toBe(401)
    }
  })
})

async function contentSnapshot(t: TestApp) {
  const db = t.database.db
  const tables = ['owner', 'media', 'contact_messages', 'skills', 'projects', 'about_paragraphs', 'education', 'experience', 'certificates', 'user_details', 'site_settings'] as const
  const snapshot: Record<string, unknown> = {}
  for (const table of tables) snapshot[table] = await db.selectFrom(table).selectAll().execute()
  return snapshot
}
