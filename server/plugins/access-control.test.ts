import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signOwnerToken } from '../modules/account/owner-token.ts'
import { newResetId, signResetToken } from '../modules/account/reset-token.ts'
import { databaseSnapshot } from '../security/database-snapshot.ts'
import {
  createTestApp,
  OWNER_PASSWORD,
  OWNER_USERNAME,
  type TestApp,
} from '../test-support/test-app.ts'

/**
 * The only API routes a visitor may call without a token. Anything else under /api must refuse
 * every kind of bad token with 401 JSON; a new route that forgets its guard fails here.
 */
const PUBLIC_API_ROUTES = new Set([
  'GET /api/openapi.json',
  'POST /api/contact/addmsg',
  // The islands script's report that a public page was shown.
  'POST /api/analytics/views',
  // Every content type's lists (its own, in the owner's order, and the contract's where it has one).
  ...CONTENT_TYPE_LIST.flatMap((type) => [
    `GET ${type.paths.collection}`,
    `GET ${type.paths.list}`,
  ]),
  'GET /api/posts',
  'GET /api/posts/:slug',
  // The owner's published pages (drafts only with a token).
  'GET /api/pages',
  'GET /api/pages/:address',
  // The owner's custom sections, with their definitions, and one with its items.
  'GET /api/search',
  'GET /api/sections',
  'GET /api/sections/:address',
  'GET /api/user/fetchuserdetails',
  'POST /api/user/login',
  'POST /api/user/passkey-login/options',
  'POST /api/user/passkey-login',
  'GET /api/user/forgot-password',
  'POST /api/user/reset-password',
  'GET /api/site/settings',
  'GET /api/contributions',
  'GET /api/contributions/years',
])

function concreteUrl(url: string): string {
  return url
    .replace(/:id\b/g, '1')
    .replace(/:[A-Za-z]+/g, 'x')
    .replace(/\*$/, 'x')
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
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now - 10)
        .setExpirationTime(exp)
        .sign(key)

    // A token that was valid until the password changed.
    const before = (await t.ownerHeaders())['auth-token']
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updatepass',
      headers: { 'auth-token': before! },
      payload: { oldpass: OWNER_PASSWORD, newpass: `${OWNER_PASSWORD} 2` },
    })
    expect(changed.statusCode).toBe(200)

    // Only a missing token says a token is needed; any token that is present but not usable
    // answers the one text contract clients recover on (docs/contract.md).
    badTokens = [
      ['no token', undefined, 'Please authenticate using a valid token'],
      ['a garbage token', 'not-a-jwt', 'Token has expired'],
      ['alg none', unsignedToken({ ...claims, exp: now + 3600 }), 'Token has expired'],
      [
        'a wrong signature',
        await sign(new TextEncoder().encode('another secret that is long enough!!'), now + 3600),
        'Token has expired',
      ],
      ['an expired token', await sign(t.app.authKey, now - 60), 'Token has expired'],
      ['a token from before a password change', before, 'Token has expired'],
      [
        'a password-reset token',
        await signResetToken(t.app.authKey, {
          ownerId: owner!.id,
          tokenVersion: owner!.token_version + 1,
          id: newResetId(),
          user: { name: owner!.name, email: owner!.email },
        }),
        'Token has expired',
      ],
      [
        'a token for an account that does not exist',
        await signOwnerToken(t.app.authKey, {
          ownerId: owner!.id + 1000,
          tokenVersion: owner!.token_version + 1,
          sessionId: 'no-such-session',
        }),
        'Token has expired',
      ],
      [
        'a valid token with a second signature glued on',
        `${(await t.ownerHeaders())['auth-token']!}.x`,
        'Token has expired',
      ],
    ]
  })
  afterAll(() => t.close())

  it('declares exactly the expected public API routes', () => {
    const publicApi = t.app.registeredRoutes
      .filter(
        (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.access === 'public',
      )
      .map((r) => `${r.method} ${r.url}`)
    expect(new Set(publicApi)).toEqual(PUBLIC_API_ROUTES)
  })

  it('only serves reads outside /api without a token', () => {
    const writes = t.app.registeredRoutes.filter(
      (r) =>
        !r.url.startsWith('/api/') &&
        r.access === 'public' &&
        !['GET', 'HEAD', 'OPTIONS'].includes(r.method),
    )
    expect(writes).toEqual([])
  })

  it('refuses every bad token on every owner route with 401 JSON and changes nothing', async () => {
    const ownerRoutes = t.app.registeredRoutes.filter((r) => r.access === 'owner')
    expect(ownerRoutes.length).toBeGreaterThan(20)
    const snapshotBefore = await databaseSnapshot(t.database)
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
    expect(await databaseSnapshot(t.database)).toEqual(snapshotBefore)
  })

  it('reads the token from the auth-token header only', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: OWNER_USERNAME, password: `${OWNER_PASSWORD} 2` },
    })
    const token = login.json().authtoken as string
    expect(login.headers['cache-control']).toBe('no-store')
    const elsewhere: Array<[string, { url?: string; headers?: Record<string, string> }]> = [
      ['an Authorization header', { headers: { authorization: `Bearer ${token}` } }],
      ['a cookie', { headers: { cookie: `token=${token}; auth-token=${token}` } }],
      ['the query string', { url: `/api/user/getuser?auth-token=${token}&token=${token}` }],
      ['an upper-case header name', { headers: { 'AUTH-TOKEN': ` ${token} x` } }],
    ]
    for (const [label, where] of elsewhere) {
      const response = await t.app.inject({
        method: 'GET',
        url: where.url ?? '/api/user/getuser',
        headers: where.headers ?? {},
      })
      expect(response.statusCode, label).toBe(401)
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuser',
      headers: { 'auth-token': token },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['cache-control']).toBe('no-store')
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
