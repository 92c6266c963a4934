import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { processUpload } from './image-processing.ts'
import { pngImage } from './media-test-support.ts'

describe('media store', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('removes the image again when the record that would use it is not written', async () => {
    const { media } = t.app.repositories
    const image = await processUpload(await pngImage(17, 17, '#171717'))
    const failure = new Error('record refused')
    await expect(
      media.attach(image, async () => {
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await media.find(image.hash)).toBeUndefined()
  })

  it('keeps an image in use and deletes it once unused', async () => {
    const { media } = t.app.repositories
    // Without history, so that no revision or trash keeps the image (history.test.ts covers those).
    const skills = t.app.repositories.skills.withoutHistory()
    const image = await processUpload(await pngImage(18, 18, '#181818'))
    const [skill] = await media.attach(image, (hash, trx) =>
      skills.within(trx).insertMany([{ name: 'Kept', image_hash: hash }]),
    )
    expect(await media.deleteIfUnused(image.hash)).toBe(false)
    expect(await media.find(image.hash)).toMatchObject({
      content_type: 'image/webp',
      extension: 'webp',
      width: 18,
      height: 18,
    })
    await skills.remove(Number(skill?.id))
    expect(await media.deleteIfUnused(image.hash)).toBe(true)
    expect(await media.find(image.hash)).toBeUndefined()
  })

  it('writes the image and its record in one transaction: a failure after the record leaves neither', async () => {
    const { media, skills } = t.app.repositories
    const image = await processUpload(await pngImage(19, 19, '#191919'))
    const failure = new Error('crash after the record')
    await expect(
      media.attach(image, async (hash, trx) => {
        await skills.within(trx).insertMany([{ name: 'Half written', image_hash: hash }])
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await media.find(image.hash)).toBeUndefined()
    expect((await skills.list()).map((skill) => skill.name)).not.toContain('Half written')
  })

  it('sweeps images no record uses once they are over an hour old, and only those', async () => {
    const { media, skills } = t.app.repositories
    const db = t.database.db
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString()
    const orphan = await processUpload(await pngImage(21, 21, '#212121'))
    const fresh = await processUpload(await pngImage(22, 22, '#222222'))
    const used = await processUpload(await pngImage(23, 23, '#232323'))
    await media.save(orphan)
    await media.save(fresh)
    await media.attach(used, (hash, trx) =>
      skills.within(trx).insertMany([{ name: 'Uses an old image', image_hash: hash }]),
    )
    await db
      .updateTable('media')
      .set({ created_at: twoHoursAgo })
      .where('hash', 'in', [orphan.hash, used.hash])
      .execute()
    expect(await media.sweepUnused(60 * 60 * 1000)).toBe(1)
    expect(await media.find(orphan.hash)).toBeUndefined()
    expect(await media.find(fresh.hash)).toBeDefined()
    expect(await media.find(used.hash)).toBeDefined()
  })
})
