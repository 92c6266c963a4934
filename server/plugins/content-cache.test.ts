import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../db/database.ts'
import { createTestApp, type TestApp } from '../test-support/test-app.ts'
import { buildTestApp } from '@/test-support/test-app.ts'

const ABOUT = '/api/about/fetchabout'

describe('public read cache', () => {
  let testApp: TestApp
  afterEach(async () => testApp?.close())

  async function addParagraph(para: string) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/about/addabout',
      headers: await testApp.ownerHeaders(),
      payload: [{ para }],
    })
    expect(response.statusCode).toBe(200)
  }

  it('answers the same bytes with an ETag, and 304 to a client that has them', async () => {
    testApp = await createTestApp()
    await addParagraph('First')
    const first = await testApp.app.inject({ url: ABOUT })
    const second = await testApp.app.inject({ url: ABOUT })
    expect(first.statusCode).toBe(200)
    expect(second.body).toBe(first.body)
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(second.headers.etag).toBe(etag)
    expect(second.headers['content-type']).toBe(first.headers['content-type'])

    const revalidated = await testApp.app.inject({ url: ABOUT, headers: { 'if-none-match': etag } })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    expect(revalidated.headers.etag).toBe(etag)
    const other = await testApp.app.inject({ url: ABOUT, headers: { 'if-none-match': '"other"' } })
    expect(other.statusCode).toBe(200)
  })

  it('never answers what an owner write made stale, on every cached read', async () => {
    testApp = await createTestApp()
    await addParagraph('Before')
    const urls = [ABOUT, '/api/site/settings', '/api/user/fetchuserdetails']
    const before = await Promise.all(urls.map((url) => testApp.app.inject({ url })))
    await addParagraph('After')
    const after = await testApp.app.inject({ url: ABOUT })
    expect(after.json().data.map((p: { para: string }) => p.para)).toEqual(['Before', 'After'])
    expect(after.headers.etag).not.toBe(before[0]?.headers.etag)
    // A client holding the old answer gets the new one, not a 304.
    const revalidated = await testApp.app.inject({
      url: ABOUT,
      headers: { 'if-none-match': before[0]?.headers.etag as string },
    })
    expect(revalidated.statusCode).toBe(200)

    const settings = await testApp.app.inject({
      method: 'PUT',
      url: '/api/site/settings',
      headers: await testApp.ownerHeaders(),
      payload: { ...before[1]?.json().data, siteTitle: 'A fresh title' },
    })
    expect(settings.statusCode).toBe(200)
    const fresh = await testApp.app.inject({ url: '/api/site/settings' })
    expect(fresh.json().data.siteTitle).toBe('A fresh title')
  })

  it('a refused write changes nothing and keeps the cached answer valid', async () => {
    testApp = await createTestApp()
    await addParagraph('Only')
    const before = await testApp.app.inject({ url: ABOUT })
    const version = testApp.app.contentVersion.current()
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/about/addabout',
      headers: await testApp.ownerHeaders(),
      payload: [{ para: '' }],
    })
    expect(refused.statusCode).toBe(400)
    expect(testApp.app.contentVersion.current()).toBe(version)
    const after = await testApp.app.inject({
      url: ABOUT,
      headers: { 'if-none-match': before.headers.etag as string },
    })
    expect(after.statusCode).toBe(304)
  })

  it.runIf(process.env.DATABASE_URL)(
    'with PostgreSQL, another instance on the same database stops answering stale content',
    async () => {
      testApp = await createTestApp()
      const database = openDatabase({
        databaseUrl: testApp.config.databaseUrl,
        dataDir: testApp.config.dataDir,
      })
      const other = await buildTestApp(testApp.config, { database, logger: false, web: 'off' })
      try {
        await addParagraph('One')
        const seen = await other.inject({ url: ABOUT })
        expect(seen.json().data).toHaveLength(1)
        await addParagraph('Two')
        await vi.waitFor(
          async () => {
            const fresh = await other.inject({ url: ABOUT })
            expect(fresh.json().data).toHaveLength(2)
          },
          { timeout: 10_000, interval: 20 },
        )
      } finally {
        await other.close()
        await database.close()
      }
    },
  )
})
