import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageForm, pngImage } from '@/modules/media/media-test-support.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

const FRONTEND = 'https://app.example.com'

async function addSkill(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/skill/addskills',
    headers: await t.ownerHeaders(),
    payload: imageForm({ name: 'CORS' }, { bytes: await pngImage(20, 20) }),
  })
  return response.json().data[0].image as string
}

describe('without CORS_ORIGINS (the default): same-origin and strict', () => {
  let t: TestApp
  beforeAll(async () => (t = await createTestApp()))
  afterAll(() => t.close())

  it('allows no other origin and keeps images to this origin', async () => {
    const image = await addSkill(t)
    expect(image).toMatch(/^\/media\//)
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/contact/fetchallmsg',
      headers: {
        origin: FRONTEND,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'auth-token',
      },
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    const list = await t.app.inject({
      url: '/api/skill/fetchskills',
      headers: { origin: FRONTEND },
    })
    expect(list.headers['access-control-allow-origin']).toBeUndefined()
    const media = await t.app.inject({ url: image, headers: { origin: FRONTEND } })
    expect(media.headers['cross-origin-resource-policy']).toBe('same-origin')
  })
})

describe('with CORS_ORIGINS: a frontend hosted on its own origin', () => {
  let t: TestApp
  beforeAll(
    async () => (t = await createTestApp({ CORS_ORIGINS: `${FRONTEND}, https://b.example` })),
  )
  afterAll(() => t.close())

  it('answers the preflight of an owner call, allowing the auth-token header', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/contact/deletemsg/1',
      headers: {
        origin: FRONTEND,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'content-type,auth-token',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(FRONTEND)
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('auth-token')
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('DELETE')
  })

  it('lets the listed origins read answers, failures included, and no other origin', async () => {
    const ok = await t.app.inject({ url: '/api/skill/fetchskills', headers: { origin: FRONTEND } })
    expect(ok.headers['access-control-allow-origin']).toBe(FRONTEND)
    const refused = await t.app.inject({
      url: '/api/contact/fetchallmsg',
      headers: { origin: FRONTEND, 'auth-token': 'stale' },
    })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['access-control-allow-origin']).toBe(FRONTEND)
    expect(refused.json()).toEqual({ success: false, message: 'Token has expired' })
    const other = await t.app.inject({
      url: '/api/skill/fetchskills',
      headers: { origin: 'https://evil.example' },
    })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('answers absolute image URLs that the other origin can load', async () => {
    const image = await addSkill(t)
    expect(image).toMatch(/^http:\/\/vitrine\.test\/media\/[0-9a-f]{64}\.webp$/)
    const list = await t.app.inject({ url: '/api/skill/fetchskills' })
    expect(list.json().data.map((skill: { image: string }) => skill.image)).toContain(image)
    const media = await t.app.inject({
      url: new URL(image).pathname,
      headers: { origin: FRONTEND },
    })
    expect(media.statusCode).toBe(200)
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(media.headers['access-control-allow-origin']).toBe(FRONTEND)
  })

  it('shares nothing outside the API and the images', async () => {
    const health = await t.app.inject({ url: '/healthz', headers: { origin: FRONTEND } })
    expect(health.headers['access-control-allow-origin']).toBeUndefined()
    expect(health.headers['cross-origin-resource-policy']).toBe('same-origin')
  })
})

describe('CORS_ORIGINS validation', () => {
  it.each(['app.example.com', 'https://app.example.com/path', 'ftp://app.example.com'])(
    'refuses %s at start, naming the variable',
    async (value) => {
      await expect(createTestApp({ CORS_ORIGINS: value })).rejects.toThrow(/CORS_ORIGINS/)
    },
  )
})
