import type { TObject } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '@contract/limits.ts'
import { REORDER_MESSAGES, REORDER_PATHS } from '@contract/ordering.ts'
import { createTestApp, type TestApp } from './test-app.ts'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'

type Fields = Record<string, unknown>

/** One JSON content list of docs/contract.md §7, as an API client sees it. */
export interface JsonCollectionSuite<Input extends Fields> {
  title: string
  /** The contract schema of one record's input: the refusals are derived from its fields. */
  input: TObject
  /** As in "No <noun> with id 7". */
  noun: string
  /**
   * `collection`: Vitrine's own list, in the owner's order; `list`: the contract's, newest last.
   * `reorder` defaults to the REORDER_PATHS entry under the same `/api/<segment>/` as `list`.
   */
  paths: {
    collection: string
    list: string
    add: string
    update: string
    remove: string
    reorder?: string
  }
  /** Two valid, different records. */
  samples: readonly [Input, Input]
  /** A change an update applies to the first sample. */
  edit: Partial<Input>
  messages: { added: string; updated: string; deleted: string }
  updateKey?: 'updatedData' | 'updatedAbout'
  /** The wire record (without `_id`) an input becomes; the input itself by default. */
  expected?: (input: Input) => Fields
  /** Tests of what only this resource does, on the same app. */
  more?: (testApp: () => TestApp) => void
}

interface FieldSchema {
  title?: string
  errorMessage?: string
  type?: string
  minLength?: number
  maxLength?: number
  pattern?: string
}

/** Every way one field of a record can be refused, read from the contract schema. */
function fieldRefusals(input: TObject, sample: Fields): [string, Fields, string][] {
  const schema = input as unknown as {
    properties: Record<string, FieldSchema>
    required?: string[]
  }
  const cases: [string, Fields, string][] = []
  for (const [key, field] of Object.entries(schema.properties)) {
    // Every field has a label: the messages name it in words, never by its wire name.
    const label = field.title
    expect(label, `${key} has a title`).toBeTruthy()
    if (schema.required?.includes(key)) {
      const { [key]: _, ...rest } = sample
      cases.push([`a missing ${key}`, rest, `${label} is required`])
    }
    if (field.type === 'string') {
      cases.push([
        `a ${key} that is not a string`,
        { ...sample, [key]: 2021 },
        `${label} must be text`,
      ])
    }
    if (field.minLength) {
      cases.push([`an empty ${key}`, { ...sample, [key]: '' }, `${label} is required`])
    }
    if (field.maxLength) {
      const long = 'x'.repeat(field.maxLength + 1)
      cases.push([
        `a too long ${key}`,
        { ...sample, [key]: long },
        `${label} must be at most ${field.maxLength} characters`,
      ])
    }
    if (field.pattern) {
      const script = 'javascript:alert(1)'
      cases.push([
        `a ${key} of the wrong shape`,
        { ...sample, [key]: script },
        field.errorMessage ?? `${label} is not valid`,
      ])
    }
  }
  return cases
}

function reorderPathBeside(listPath: string): string {
  const segment = listPath.split('/').slice(0, 3).join('/') + '/'
  const path = Object.values(REORDER_PATHS).find((candidate) => candidate.startsWith(segment))
  if (!path) throw new Error(`No reorder path under ${segment} in REORDER_PATHS`)
  return path
}

/**
 * The behaviour every JSON collection shares (list, add many, update, delete, reorder,
 * validation, owner guard, unknown ids), run against a real app on a fresh database.
 */
export function describeJsonCollection<Input extends Fields>(suite: JsonCollectionSuite<Input>) {
  const { paths, samples, messages } = suite
  const updateKey = suite.updateKey ?? 'updatedData'
  // Where an add lands: first or last, as the content type's descriptor says.
  const newAt = CONTENT_TYPE_LIST.find((type) => type.paths.add === paths.add)?.newAt ?? 'end'
  const withAdded = (ids: string[], added: string) =>
    newAt === 'start' ? [added, ...ids] : [...ids, added]
  const expected = suite.expected ?? ((input: Input): Fields => input)
  const update = (id: string) => paths.update.replace(':id', id)
  const remove = (id: string) => paths.remove.replace(':id', id)
  const reorderPath = paths.reorder ?? reorderPathBeside(paths.list)

  describe(suite.title, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp()
    })
    afterAll(() => t.close())

    const list = async (): Promise<Fields[]> =>
      (await t.app.inject({ method: 'GET', url: paths.collection })).json().data
    const addOne = async (input: Input): Promise<string> => {
      const headers = await t.ownerHeaders()
      const response = await t.app.inject({
        method: 'POST',
        url: paths.add,
        headers,
        payload: [input],
      })
      return response.json().data[0]._id
    }

    it('adds records from an array, answers them, and lists them in order', async () => {
      const headers = await t.ownerHeaders()
      const added = await t.app.inject({
        method: 'POST',
        url: paths.add,
        headers,
        payload: samples,
      })
      expect(added.statusCode).toBe(200)
      const body = added.json()
      expect(body).toEqual({
        success: true,
        message: messages.added,
        data: samples.map((sample) => ({
          _id: expect.stringMatching(/^\d+$/),
          ...expected(sample),
        })),
      })
      const ids = body.data.map((record: Fields) => record._id)
      const listed = await t.app.inject({ method: 'GET', url: paths.collection })
      expect(listed.statusCode).toBe(200)
      expect(listed.json().success).toBe(true)
      expect(listed.json().data.filter((record: Fields) => ids.includes(record._id))).toEqual(
        body.data,
      )
    })

    it(`answers the contract's list newest last, as its clients expect`, async () => {
      await addOne(samples[0])
      await addOne(samples[1])
      const owner = await list()
      const contract = await t.app.inject({ method: 'GET', url: paths.list })
      expect(contract.statusCode).toBe(200)
      // Clients written against the contract reverse it to show the newest first: a type whose new
      // records go first in the owner's order is answered back to front there.
      expect(contract.json()).toEqual({
        success: true,
        data: newAt === 'start' ? [...owner].reverse() : owner,
      })
    })

    it(`updates a record and answers it as ${updateKey}`, async () => {
      const id = await addOne(samples[0])
      const headers = await t.ownerHeaders()
      const changed = { ...samples[0], ...suite.edit }
      const response = await t.app.inject({
        method: 'PUT',
        url: update(id),
        headers,
        payload: changed,
      })
      expect(response.statusCode).toBe(200)
      const record = { _id: id, ...expected(changed) }
      expect(response.json()).toEqual({
        success: true,
        message: messages.updated,
        [updateKey]: record,
      })
      expect((await list()).find((r) => r._id === id)).toEqual(record)
    })

    it('deletes a record, then answers 404 for it', async () => {
      const id = await addOne(samples[1])
      const headers = await t.ownerHeaders()
      const removed = await t.app.inject({ method: 'DELETE', url: remove(id), headers })
      expect(removed.statusCode).toBe(200)
      expect(removed.json()).toEqual({ success: true, message: messages.deleted })
      expect((await list()).some((r) => r._id === id)).toBe(false)

      const notFound = { success: false, message: `No ${suite.noun} with id ${id}` }
      const again = await t.app.inject({ method: 'DELETE', url: remove(id), headers })
      expect(again.statusCode).toBe(404)
      expect(again.json()).toEqual(notFound)
      const edit = await t.app.inject({
        method: 'PUT',
        url: update(id),
        headers,
        payload: samples[0],
      })
      expect(edit.statusCode).toBe(404)
      expect(edit.json()).toEqual(notFound)
    })

    it('answers 404 for an id beyond any stored one', async () => {
      const headers = await t.ownerHeaders()
      for (const id of ['999999', '999999999999999']) {
        const response = await t.app.inject({ method: 'DELETE', url: remove(id), headers })
        expect(response.statusCode).toBe(404)
        expect(response.json().success).toBe(false)
      }
    })

    it.each([
      ...fieldRefusals(suite.input, samples[0]).map(
        ([what, record, message]) => [what, [record], message] as const,
      ),
      ['an unknown field', [{ ...samples[0], extra: 1 }], 'Unknown field "extra"'],
      ['an empty array', [], 'The request body must have at least 1 entry'],
      ['an object instead of an array', samples[0], 'The request body must be a list'],
      [
        'too many records at once',
        Array.from({ length: LIMITS.addBatch + 1 }, () => samples[0]),
        `The request body can have at most ${LIMITS.addBatch} entries`,
      ],
    ] as const)(
      'refuses an add with %s with 400 and changes nothing',
      async (_, payload, message) => {
        const headers = await t.ownerHeaders()
        const before = await list()
        const response = await t.app.inject({ method: 'POST', url: paths.add, headers, payload })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({
          success: false,
          message: expect.stringContaining(message),
        })
        expect(await list()).toEqual(before)
      },
    )

    const [firstKey = ''] = Object.keys(samples[0])
    const { [firstKey]: _, ...withoutFirstKey } = samples[0]
    it.each([
      [
        'a missing field',
        withoutFirstKey,
        `${(suite.input.properties as Record<string, FieldSchema>)[firstKey]?.title} is required`,
      ],
      ['an unknown field', { ...samples[0], extra: 1 }, 'Unknown field "extra"'],
      ['an array instead of an object', [samples[0]], 'The request body must be an object'],
    ] as const)(
      'refuses an update with %s with 400 and changes nothing',
      async (_, payload, message) => {
        const id = await addOne(samples[0])
        const headers = await t.ownerHeaders()
        const before = await list()
        const response = await t.app.inject({ method: 'PUT', url: update(id), headers, payload })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({
          success: false,
          message: expect.stringContaining(message),
        })
        expect(await list()).toEqual(before)
      },
    )

    it('refuses a malformed id with 400', async () => {
      const headers = await t.ownerHeaders()
      const deleted = await t.app.inject({ method: 'DELETE', url: remove('abc'), headers })
      expect(deleted.statusCode).toBe(400)
      expect(deleted.json().success).toBe(false)
      const updated = await t.app.inject({
        method: 'PUT',
        url: update('1.5'),
        headers,
        payload: samples[0],
      })
      expect(updated.statusCode).toBe(400)
    })

    it.each([
      ['POST', () => paths.add, [samples[1]]],
      ['PUT', update, samples[1]],
      ['DELETE', remove, undefined],
    ] as const)(
      'answers 401 to %s without a token and changes nothing',
      async (method, url, payload) => {
        const id = await addOne(samples[0])
        const before = await list()
        const response = await t.app.inject({ method, url: url(id), payload })
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual({
          success: false,
          message: 'Please authenticate using a valid token',
        })
        expect(await list()).toEqual(before)
      },
    )

    describe('reorder', () => {
      const listIds = async (): Promise<string[]> => (await list()).map((r) => String(r._id))
      const reorder = async (ids: unknown, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'PUT', url: reorderPath, headers, payload: { ids } })
      /** At least three records, so that a reversal moves something. */
      const atLeastThree = async () => {
        while ((await listIds()).length < 3) await addOne(samples[0])
        return listIds()
      }

      it("puts every record in the owner's order and lists them in it", async () => {
        const ids = (await atLeastThree()).reverse()
        const response = await reorder(ids, await t.ownerHeaders())
        expect(response.statusCode).toBe(200)
        const listed = await list()
        expect(listed.map((r) => r._id)).toEqual(ids)
        expect(response.json()).toEqual({
          success: true,
          message: REORDER_MESSAGES.updated,
          data: listed,
        })

        // An add after a reorder goes first or last, as its content type says.
        const added = await addOne(samples[1])
        expect(await listIds()).toEqual(withAdded(ids, added))
      })

      it.each([
        ['misses a record', (ids: string[]) => ids.slice(1)],
        ['repeats a record', (ids: string[]) => [...ids.slice(1), ids[1]]],
        ['names an unknown record', (ids: string[]) => [...ids.slice(1), '999999']],
        ['names an id beyond any stored one', (ids: string[]) => [...ids, '999999999999999']],
        ['adds an unknown record to the full list', (ids: string[]) => [...ids, '999999']],
        ['is empty', () => []],
      ] as const)('refuses an order that %s with 409 and changes nothing', async (_, order) => {
        const ids = (await atLeastThree()).reverse()
        const before = await list()
        const response = await reorder(order(ids), await t.ownerHeaders())
        expect(response.statusCode).toBe(409)
        expect(response.json()).toEqual({ success: false, message: REORDER_MESSAGES.mismatch })
        expect(await list()).toEqual(before)
      })

      it.each([
        ['ids that are not an array', { ids: '1,2' }, 'The new order must be a list'],
        ['an id that is not digits', { ids: ['abc'] }, 'A record id is a number'],
        ['an unknown field', { ids: [], extra: 1 }, 'Unknown field "extra"'],
        ['no ids', {}, 'The new order is required'],
      ] as const)('refuses a body with %s with 400', async (_, payload, message) => {
        const before = await list()
        const response = await t.app.inject({
          method: 'PUT',
          url: reorderPath,
          headers: await t.ownerHeaders(),
          payload,
        })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({
          success: false,
          message: expect.stringContaining(message),
        })
        expect(await list()).toEqual(before)
      })

      it('answers 401 without a token and changes nothing', async () => {
        const ids = (await atLeastThree()).reverse()
        const before = await list()
        const response = await reorder(ids)
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual({
          success: false,
          message: 'Please authenticate using a valid token',
        })
        expect(await list()).toEqual(before)
      })

      it('never loses a record added while a reorder runs', async () => {
        const headers = await t.ownerHeaders()
        const ids = (await atLeastThree()).reverse()
        const [reordered, added] = await Promise.all([reorder(ids, headers), addOne(samples[1])])
        const after = await listIds()
        // Whichever ran first, the added record is listed first or last, exactly once.
        if (reordered.statusCode === 200) expect(after).toEqual(withAdded(ids, added))
        else {
          expect(reordered.statusCode).toBe(409)
          expect(after).toEqual(withAdded([...ids].reverse(), added))
        }
      })
    })

    suite.more?.(() => t)
  })
}
