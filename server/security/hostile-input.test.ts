import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { SiteSettings } from '@contract/site-settings.ts'
import { sampleInput } from '../test-support/content-samples.ts'
import { createTestApp, type TestApp } from '../test-support/test-app.ts'
import { databaseSnapshot } from './database-snapshot.ts'
import { hostileRequest, type HostileRequest } from './hostile-requests.ts'

/** Each JSON endpoint gets at least this many generated requests (checked below). */
const RUNS_PER_ENDPOINT = 1000
/** The requests of one property run, sent together. */
const BATCH = 12

/** Internals that must never reach a client: stack frames, file paths, SQL, driver names. */
const LEAK =
  /(\n\s+at |\bat .+:\d+:\d+|node_modules|\/work\/|\/tmp\/|\/home\/|sqlite|postgres|pg_|syntax error|relation "|select .+ from|insert into|update .+ set|TypeError|ReferenceError|Cannot read prop|undefined is not)/i

/** The content types that take JSON: every add (unless it needs an image) and update. */
const JSON_TYPES = CONTENT_TYPE_LIST.filter((type) => type.image !== 'required on add')

interface Endpoint {
  method: 'POST' | 'PUT'
  url: string
  owner: boolean
  /** A valid body: the generator breaks it so that the schema must refuse it. */
  body: () => unknown
}

describe('hostile input on every JSON endpoint', () => {
  let t: TestApp
  let owner: Record<string, string>
  let settings: unknown
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp({ CONTACT_DAILY_LIMIT: '1000' })
    owner = await t.ownerHeaders()
    const add = async (type: (typeof JSON_TYPES)[number], record: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: type.paths.add,
        headers: owner,
        payload: type.add === 'many' ? [record] : record,
      })
      expect(response.statusCode, type.paths.add).toBe(200)
      return response.json().data[0]._id as string
    }
    for (const type of JSON_TYPES) {
      ids[type.key] = await add(type, sampleInput(type))
    }
    // Several fields are optional on PUT (a client that leaves one out keeps it: theme, the home
    // order, the look…), so the body the generator breaks holds only the fields the contract
    // requires: dropping any must fail.
    const stored = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json()
      .data as Record<string, unknown>
    settings = Object.fromEntries(
      Object.entries(stored).filter(([key]) =>
        (SiteSettings.required as readonly string[]).includes(key),
      ),
    )
    const section = await t.app.inject({
      method: 'POST',
      url: '/api/sections',
      headers: owner,
      payload: { name: 'Talks', address: 'talks', fields: [{ kind: 'title', label: 'Talk' }] },
    })
    ids.section = section.json().data._id as string
    const item = await t.app.inject({
      method: 'POST',
      url: `/api/sections/${ids.section}/items`,
      headers: owner,
      payload: { title: 'A talk' },
    })
    ids.sectionItem = item.json().data._id as string
  })
  afterAll(() => t.close())

  const password = 'a long and unusual passphrase'
  const endpoints: Endpoint[] = [
    {
      method: 'POST',
      url: '/api/user/login',
      owner: false,
      body: () => ({ username: 'owner', password }),
    },
    {
      method: 'PUT',
      url: '/api/user/updatepass',
      owner: true,
      body: () => ({ oldpass: password, newpass: `${password}!` }),
    },
    {
      method: 'POST',
      url: '/api/user/reset-password?token=not.a.token',
      owner: false,
      body: () => ({
        email: 'owner@example.test',
        password: { newPassword: password, confirmPassword: password },
      }),
    },
    {
      method: 'POST',
      url: '/api/contact/addmsg',
      owner: false,
      body: () => ({ name: 'Ann', email: 'ann@example.com', msg: 'Hello' }),
    },
    // Every content type an add or update of which is JSON (contract/content-types.ts).
    ...JSON_TYPES.flatMap((type): Endpoint[] => [
      {
        method: 'POST',
        url: type.paths.add,
        owner: true,
        body: () => (type.add === 'many' ? [sampleInput(type, 2)] : sampleInput(type, 2)),
      },
      {
        method: 'PUT',
        url: type.paths.update.replace(':id', `:${type.key}`),
        owner: true,
        body: () => sampleInput(type, 3),
      },
    ]),
    { method: 'PUT', url: '/api/site/settings', owner: true, body: () => settings },
    // A reorder of any list: an order that is not every record once is refused, as is a broken one.
    ...CONTENT_TYPE_LIST.map((type): Endpoint => ({
      method: 'PUT',
      url: type.paths.reorder,
      owner: true,
      body: () => ({ ids: ids[type.key] ? [ids[type.key]] : [] }),
    })),
    // A custom section's add (its required fields only: a change of one may leave any out), and
    // its items' add, update and order, each checked against the section's stored definition.
    {
      method: 'POST',
      url: '/api/sections',
      owner: true,
      body: () => ({ name: 'Awards', address: 'awards', fields: [{ kind: 'place', label: 'At' }] }),
    },
    {
      method: 'POST',
      url: '/api/sections/:section/items',
      owner: true,
      body: () => ({ title: 'x' }),
    },
    {
      method: 'PUT',
      url: '/api/sections/:section/items/:sectionItem',
      owner: true,
      body: () => ({ title: 'x' }),
    },
    {
      method: 'PUT',
      url: '/api/sections/:section/items/order',
      owner: true,
      body: () => ({ ids: [ids.sectionItem] }),
    },
  ]

  it.each(endpoints.map((e) => [`${e.method} ${e.url}`, e] as const))(
    `%s refuses ${RUNS_PER_ENDPOINT} hostile requests with 4xx JSON and changes nothing`,
    async (_, endpoint) => {
      const url = endpoint.url.replace(/:(\w+)/g, (_, key: string) => ids[key]!)
      const before = await databaseSnapshot(t.database)
      const statuses = new Map<number, number>()
      const send = async (request: HostileRequest) => {
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          headers: {
            ...(endpoint.owner ? owner : {}),
            ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
          },
          payload: request.payload,
        })
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
        expect(response.statusCode, request.label).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, request.label).toBeLessThan(500)
        expect(response.headers['content-type']).toMatch(/^application\/json/)
        const body = response.json()
        expect(Object.keys(body).sort()).toEqual(['message', 'success'])
        expect(body.success).toBe(false)
        expect(typeof body.message).toBe('string')
        expect(body.message.length).toBeGreaterThan(0)
        expect(body.message.length).toBeLessThan(400)
        // An unknown field's name is the request's own input echoed back, not an internal.
        expect(body.message.replace(/unknown field .*$/i, 'unknown field')).not.toMatch(LEAK)
      }
      // The requests of a run go out together, so database round trips overlap; a failure
      // names its request (label) and fast-check shrinks the batch around it.
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileRequest(endpoint.body()), { minLength: BATCH, maxLength: BATCH }),
          async (batch) => {
            await Promise.all(batch.map(send))
          },
        ),
        { numRuns: Math.ceil(RUNS_PER_ENDPOINT / BATCH), endOnFailure: true },
      )
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(
        RUNS_PER_ENDPOINT,
      )
      expect(await databaseSnapshot(t.database)).toEqual(before)
    },
    60_000,
  )

  it('still serves ordinary requests afterwards', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/edu/fetchedu' })
    expect(list.statusCode).toBe(200)
    expect(list.json().data).toHaveLength(1)
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/addmsg',
      payload: { name: 'Ann', email: 'ann@example.com', msg: 'Still here?' },
    })
    expect(sent.statusCode).toBe(200)
    // The message is counted for the Audience page in a batch written a moment later: written
    // now, so that it lands in no other test's before-and-after comparison (any order).
    await t.app.repositories.analyticsEvents.flush()
  })
})
