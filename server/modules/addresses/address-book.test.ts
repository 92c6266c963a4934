import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
// The web route table, read as React Router reads it: every fixed address the site answers.
// eslint-disable-next-line no-restricted-imports
import routes from '../../../web/app/routes.ts'

interface RouteEntry {
  path?: string
  children?: RouteEntry[]
}

/** The first segment of every web route with a fixed one (no parameter, no wildcard). */
function webFirstSegments(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => {
    const first = entry.path?.split('/')[0]
    const own = first && !first.startsWith(':') && first !== '*' ? [first] : []
    // A layout without a path passes its children's paths through.
    return entry.path ? own : [...own, ...webFirstSegments(entry.children ?? [])]
  })
}

describe('the address book', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it("holds every fixed first segment of the web route table and of the server's routes", () => {
    const web = webFirstSegments(routes as RouteEntry[])
    expect(web).toEqual(expect.arrayContaining(['blog', 'login', 'dashboard', 'resume']))
    const server = t.app.registeredRoutes
      .map((route) => route.url.split('/')[1] ?? '')
      // A parameter (`/:lang/feed.xml`, `/:lang/resume.pdf`) is no fixed segment: any address may fill it.
      .filter((segment) => segment && !segment.startsWith('*') && !segment.startsWith(':'))
    expect(server).toEqual(expect.arrayContaining(['api', 'media', 'og', 'healthz', 'feed.xml']))
    for (const segment of [...web, ...server]) {
      expect(t.app.addressBook.isReserved(segment), segment).toBe(true)
    }
    expect(t.app.addressBook.isReserved('uses')).toBe(false)
  })

  it('asks every owner that joined, and lets a record keep its own address', async () => {
    t.app.addressBook.join({
      name: 'section',
      holderOf: async (address) =>
        address === 'talks' ? { id: 7, description: 'the section “Talks”' } : undefined,
    })
    await expect(t.app.addressBook.check('talks', { owner: 'page' })).rejects.toThrow(
      'The address /talks is already used by the section “Talks”: choose another',
    )
    await expect(t.app.addressBook.check('talks', { owner: 'section', id: 7 })).resolves.toBe(
      undefined,
    )
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: await t.ownerHeaders(),
      payload: { title: 'Talks', address: 'talks' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(
      'The address /talks is already used by the section “Talks”: choose another',
    )
  })
})

describe("the address book and the site's languages", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('refuses a language tag as an address: the pages in that language live under it', async () => {
    expect(t.app.addressBook.isReserved('de')).toBe(true)
    expect(t.app.addressBook.isReserved('pt-br')).toBe(true)
    // A tag outside the dashboard's list is refused once the site offers it.
    await expect(t.app.addressBook.check('eo', { owner: 'page' })).resolves.toBe(undefined)
    const settings = await t.app.repositories.siteSettings.get()
    await t.app.repositories.siteSettings.save({
      ...settings,
      languages: { default: 'en', additional: ['eo'] },
    })
    await expect(t.app.addressBook.check('eo', { owner: 'page' })).rejects.toThrow(
      "The address /eo is a language's: the site's pages in that language live under it. Choose another",
    )
    await expect(t.app.addressBook.check('uses', { owner: 'page' })).resolves.toBe(undefined)
  })
})
