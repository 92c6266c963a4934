import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CASE_STUDY_LIMITS } from '@contract/limits.ts'
import { PROJECT_MESSAGES, type Project } from '@contract/project.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

/** More pictures than a gallery holds, each sent at the same moment. */
const RACERS = CASE_STUDY_LIMITS.gallery + 2

describe("adding to a project's gallery at the same moment", () => {
  let t: TestApp
  let headers: Record<string, string>
  let id: string
  beforeAll(async () => {
    t = await createTestApp()
    headers = await t.ownerHeaders()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers,
      payload: imageForm(
        { title: 'Raced', desc: '', tools: '', github: '', live: '' },
        { bytes: await pngImage(16, 16) },
      ),
    })
    id = added.json().data[0]._id
  })
  afterAll(() => t.close())

  it(`keeps every picture it accepts, ${CASE_STUDY_LIMITS.gallery} at most, and refuses the others in words`, async () => {
    const pictures = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        pngImage(20, 12, `#${(0x203040 + index * 9).toString(16)}`),
      ),
    )
    const answers = await Promise.all(
      pictures.map((bytes, index) =>
        t.app.inject({
          method: 'POST',
          url: `/api/projects/${id}/gallery`,
          headers,
          payload: imageForm({ alt: `Picture ${index}` }, { bytes }),
        }),
      ),
    )
    const accepted = answers.filter((answer) => answer.statusCode === 200)
    const gallery = (
      (await t.app.inject({ method: 'GET', url: '/api/projects' })).json().data as Project[]
    ).find((project) => project._id === id)!.gallery
    // None lost to another request's write: each accepted picture is in the gallery.
    expect(gallery.map((image) => image.alt).sort()).toEqual(
      accepted.map((answer) => answer.json().data.gallery.at(-1).alt).sort(),
    )
    expect(accepted).toHaveLength(CASE_STUDY_LIMITS.gallery)
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409)
      expect(answer.json()).toEqual({ success: false, message: PROJECT_MESSAGES.galleryFull })
    }
  })
})
