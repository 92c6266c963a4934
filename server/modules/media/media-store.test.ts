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
    const { media, skills } = t.app.repositories
    const image = await processUpload(await pngImage(18, 18, '#181818'))
    const [skill] = await media.attach(image, (hash) =>
      skills.insertMany([{ name: 'Kept', image_hash: hash }]),
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
})
