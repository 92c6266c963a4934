import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CASE_STUDY_LIMITS } from '@contract/limits.ts'
import type { GalleryImage, Project } from '@contract/project.ts'
import { expectBackupRestoresWhole } from '@/test-support/conformance.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { deleteForGood, trashEntry } from '@/test-support/trash.ts'
import { imageForm, noisyPng, pngImage } from '../media/media-test-support.ts'

const project = {
  title: 'Gallery project',
  desc: '',
  tools: '',
  github: '',
  live: '',
  slug: 'gallery-project',
  body: 'A case study.',
}

let colour = 0
/** A picture no other test uploads (the store keeps one copy of equal bytes). */
const freshPicture = () => pngImage(24, 16, `#${(0x102030 + (colour += 7)).toString(16)}`)

describe('a project gallery', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(200 * 1024) })
  })
  afterAll(() => t.close())

  async function addProject(title = project.title, slug = ''): Promise<string> {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers: await t.ownerHeaders(),
      payload: imageForm({ ...project, title, slug }, { bytes: await freshPicture() }),
    })
    expect(added.statusCode, added.body).toBe(200)
    return added.json().data[0]._id
  }

  async function addImage(
    id: string,
    fields: Record<string, string> = { alt: 'A board with three columns' },
    bytes?: Uint8Array,
    headers?: Record<string, string>,
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/gallery`,
      headers: headers ?? (await t.ownerHeaders()),
      payload: imageForm(fields, { bytes: bytes ?? (await freshPicture()) }),
    })
  }

  const gallery = async (id: string): Promise<GalleryImage[]> =>
    ((await t.app.inject({ method: 'GET', url: '/api/projects' })).json().data as Project[]).find(
      (record) => record._id === id,
    )?.gallery ?? []

  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode

  const arrange = async (id: string, images: object[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/gallery`,
      headers: await t.ownerHeaders(),
      payload: { images },
    })

  it('adds images last, each with its alt text and caption, served through the image pipeline', async () => {
    const id = await addProject()
    const first = await addImage(id, { alt: ' The board ', caption: 'Columns the team names' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Image Added to the Gallery',
      data: { _id: id },
    })
    await addImage(id, { alt: 'A card opened' })
    const images = await gallery(id)
    expect(images).toEqual([
      {
        image: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.webp$/),
        alt: 'The board',
        caption: 'Columns the team names',
      },
      { image: expect.stringMatching(/^\/media\//), alt: 'A card opened', caption: '' },
    ])
    expect(first.json().data.gallery).toEqual(images.slice(0, 1))
    for (const { image } of images) {
      expect(await served(image)).toBe(200)
      // Its responsive variants too, as for any stored image.
      expect(await served(image.replace('.webp', '-16.webp'))).toBe(404)
      expect(await served(image.replace('.webp', '-24.avif'))).toBe(200)
    }
  })

  it.each([
    ['without alt text', { caption: 'Nice' }, 400, 'Alt text is required'],
    [
      'with alt text of spaces',
      { alt: '   ' },
      400,
      'Alt text is required: say in a few words what the image shows',
    ],
    ['with alt text over its limit', { alt: 'x'.repeat(201) }, 400, /at most 200 characters/],
  ])('refuses an image %s, in words, and changes nothing', async (_, fields, status, message) => {
    const id = await addProject()
    const refused = await addImage(id, fields as Record<string, string>)
    expect(refused.statusCode).toBe(status)
    expect(refused.json().success).toBe(false)
    expect(refused.json().message).toMatch(message)
    expect(await gallery(id)).toEqual([])
  })

  it('refuses a file that is not an image, one too big, an unknown project and a visitor', async () => {
    const id = await addProject()
    const text = new TextEncoder().encode('just some words, not a picture')
    const wrongType = await addImage(id, { alt: 'Words' }, text)
    expect(wrongType.statusCode).toBe(415)
    expect(wrongType.json().message).toMatch(/^[A-Z][a-z]/)
    const tooBig = await addImage(id, { alt: 'Noise' }, await noisyPng(400, 400))
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toEqual({ success: false, message: 'The uploaded file is too large' })
    const unknown = await addImage('999999')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ success: false, message: 'No project with id 999999' })
    const visitor = await addImage(id, undefined, undefined, {})
    expect(visitor.statusCode).toBe(401)
    expect(await gallery(id)).toEqual([])
  })

  it(`holds at most ${CASE_STUDY_LIMITS.gallery} images, and each image once`, async () => {
    const id = await addProject()
    const same = await freshPicture()
    expect((await addImage(id, { alt: 'Once' }, same)).statusCode).toBe(200)
    const twice = await addImage(id, { alt: 'Twice' }, same)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual({
      success: false,
      message: 'This image is already in the gallery',
    })
    for (let index = 1; index < CASE_STUDY_LIMITS.gallery; index += 1) {
      expect((await addImage(id, { alt: `Image ${index}` })).statusCode).toBe(200)
    }
    const before = await gallery(id)
    expect(before).toHaveLength(CASE_STUDY_LIMITS.gallery)
    const full = await addImage(id, { alt: 'One more' })
    expect(full.statusCode).toBe(409)
    expect(full.json()).toEqual({
      success: false,
      message: 'A gallery holds at most 8 images: remove one first',
    })
    expect(await gallery(id)).toEqual(before)
  })

  it('is arranged in one call: new order, new words, and an image left out is taken out', async () => {
    const id = await addProject()
    for (const alt of ['First', 'Second', 'Third']) await addImage(id, { alt })
    const [first, second, third] = await gallery(id)
    const arranged = await arrange(id, [
      { image: third!.image, alt: 'Third, now first', caption: 'On top' },
      { image: first!.image, alt: 'First' },
    ])
    expect(arranged.statusCode, arranged.body).toBe(200)
    expect(arranged.json().message).toBe('Gallery Updated Successfully')
    expect(await gallery(id)).toEqual([
      { image: third!.image, alt: 'Third, now first', caption: 'On top' },
      { image: first!.image, alt: 'First', caption: '' },
    ])
    // Taken out of the gallery, the image stays stored: an undo may bring it back.
    expect(await served(second!.image)).toBe(200)
  })

  it.each([
    ['an image the gallery does not have', 'unknown', /^The gallery has no image \/media\//],
    ['an image twice', 'twice', /^The gallery lists the image \/media\/[0-9a-f]{64}\.webp twice$/],
    [
      'an image that is no address',
      'bad',
      'An image is named by its address, like /media/<hash>.webp',
    ],
    ['an image without alt text', 'no alt', 'Alt text is required'],
  ])('refuses an arrangement naming %s, and changes nothing', async (_, kind, message) => {
    const id = await addProject()
    await addImage(id, { alt: 'Only' })
    const before = await gallery(id)
    const image = before[0]!.image
    const images = {
      unknown: [{ image: `/media/${'a'.repeat(64)}.webp`, alt: 'Not ours' }],
      twice: [
        { image, alt: 'Only' },
        { image, alt: 'Again' },
      ],
      bad: [{ image: 'https://example.com/a.png', alt: 'Elsewhere' }],
      'no alt': [{ image }],
    }[kind]!
    const refused = await arrange(id, images)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(message)
    expect(await gallery(id)).toEqual(before)
  })

  it('removes one image; an unknown one or project answers 404 in words', async () => {
    const id = await addProject()
    await addImage(id, { alt: 'Keep' })
    await addImage(id, { alt: 'Remove' })
    const [kept, removed] = await gallery(id)
    const hash = removed!.image.slice('/media/'.length, -'.webp'.length)
    const headers = await t.ownerHeaders()
    const answer = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}/gallery/${hash}`,
      headers,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ message: 'Image Removed from the Gallery' })
    expect(await gallery(id)).toEqual([kept])
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}/gallery/${hash}`,
      headers,
    })
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe(`The gallery has no image ${removed!.image}`)
    const noProject = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/999999/gallery/${hash}`,
      headers,
    })
    expect(noProject.json()).toEqual({ success: false, message: 'No project with id 999999' })
    const badName = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}/gallery/not-a-hash`,
      headers,
    })
    expect(badName.statusCode).toBe(400)
    expect(badName.json().message).toBe(
      'An image is named by the 64 letters and digits of its address',
    )
  })

  it('comes back with an undo: the version before a removal brings the image back', async () => {
    const id = await addProject()
    await addImage(id, { alt: 'One' })
    await addImage(id, { alt: 'Two' })
    const before = await gallery(id)
    await arrange(id, [{ image: before[0]!.image, alt: 'One' }])
    const headers = await t.ownerHeaders()
    const revisions = (
      await t.app.inject({ method: 'GET', url: `/api/revisions?type=project&id=${id}`, headers })
    ).json().data as { _id: string; summary: string }[]
    expect(revisions[0]!.summary).toBe('Changed gallery')
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/revisions/${revisions[1]!._id}/restore`,
      headers,
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(await gallery(id)).toEqual(before)
    for (const { image } of before) expect(await served(image)).toBe(200)
  })

  it('goes to the trash with its project and comes back with it; deleted for good, its images go', async () => {
    const id = await addProject('Trashed project')
    await addImage(id, { alt: 'Shown' })
    await addImage(id, { alt: 'Taken out, kept for an undo' })
    const [shown, takenOut] = await gallery(id)
    await arrange(id, [{ image: shown!.image, alt: 'Shown' }])
    const headers = await t.ownerHeaders()
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/project/deleteproject/${id}`,
      headers,
    })
    expect(removed.statusCode).toBe(200)
    // The start's sweep of unused images leaves them: the trash keeps them.
    await t.app.repositories.media.sweepUnused(-1)
    expect(await served(shown!.image)).toBe(200)
    expect(await served(takenOut!.image)).toBe(200)

    const item = await trashEntry(t, 'project', id)
    const putBack = await t.app.inject({
      method: 'POST',
      url: `/api/trash/${item!._id}/restore`,
      headers,
    })
    expect(putBack.statusCode, putBack.body).toBe(200)
    expect(await gallery(id)).toEqual([{ ...shown!, alt: 'Shown' }])
    // Kept with the project again, the image taken out too.
    await t.app.repositories.media.sweepUnused(-1)
    expect(await served(takenOut!.image)).toBe(200)

    await t.app.inject({ method: 'DELETE', url: `/api/project/deleteproject/${id}`, headers })
    await deleteForGood(t, 'project', id)
    expect(await served(shown!.image)).toBe(404)
    expect(await served(takenOut!.image)).toBe(404)
  })

  it('comes back whole from a backup, images and all', async () => {
    const id = await addProject('Backed up', 'backed-up')
    await addImage(id, { alt: 'In the archive', caption: 'Restored' })
    await expectBackupRestoresWhole(t, async (site) => {
      const projects = (await site.app.inject({ method: 'GET', url: '/api/projects' })).json()
        .data as Project[]
      const images = projects.flatMap((record) => record.gallery)
      return {
        projects,
        served: await Promise.all(
          images.map(
            async ({ image }) => (await site.app.inject({ method: 'GET', url: image })).statusCode,
          ),
        ),
        kept: (await site.database.db.selectFrom('project_images').select('image_hash').execute())
          .map((row) => row.image_hash)
          .sort(),
      }
    })
  })

  it('is documented in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    const paths = document.paths as Record<string, Record<string, { summary?: string }>>
    expect(Object.keys(paths['/api/projects/{id}/gallery']!).sort()).toEqual(['post', 'put'])
    expect(Object.keys(paths['/api/projects/{id}/gallery/{image}']!)).toEqual(['delete'])
  })
})
