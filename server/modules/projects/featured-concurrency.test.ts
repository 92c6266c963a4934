import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURED_PROJECTS } from '@contract/limits.ts'
import { PROJECT_MESSAGES } from '@contract/project.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

/** More projects than the limit, each asked to be featured at the same moment. */
const RACERS = 6
/** Rounds of the race: interleavings differ from one to the next. */
const ROUNDS = 4

describe('featuring projects at the same moment', () => {
  let t: TestApp
  let headers: Record<string, string>
  const ids: string[] = []
  beforeAll(async () => {
    t = await createTestApp()
    headers = await t.ownerHeaders()
    for (let index = 0; index < RACERS; index++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/project/addproject',
        headers,
        payload: imageForm(
          { title: `Racer ${index}`, desc: 'A project', tools: 'SQL', github: '', live: '' },
          { bytes: await pngImage(16, 16) },
        ),
      })
      expect(response.statusCode, response.body).toBe(200)
      ids.push(response.json().data[0]._id)
    }
  })
  afterAll(() => t.close())

  const feature = (id: string, featured: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/featured`,
      headers,
      payload: { featured },
    })
  const featuredIds = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/projects' })).json().data as {
        _id: string
        featured: boolean
      }[]
    )
      .filter((project) => project.featured)
      .map((project) => project._id)
      .sort()

  it(`features exactly ${FEATURED_PROJECTS} and refuses the others in words, however the requests interleave`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      for (const id of ids) expect((await feature(id, false)).statusCode).toBe(200)

      const answers = await Promise.all(ids.map((id) => feature(id, true)))

      const accepted = ids.filter((_, index) => answers[index]!.statusCode === 200)
      const refused = answers.filter((answer) => answer.statusCode !== 200)
      expect(accepted, `round ${round}`).toHaveLength(FEATURED_PROJECTS)
      expect(await featuredIds()).toEqual([...accepted].sort())
      for (const answer of refused) {
        expect(answer.statusCode).toBe(409)
        expect(answer.json()).toEqual({ success: false, message: PROJECT_MESSAGES.featuredFull })
      }
    }
  })
})
