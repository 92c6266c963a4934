import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  animatedGif,
  imageForm,
  pixelBombPng,
  pngImage,
  type FileField,
} from '../modules/media/media-test-support.ts'
import { createTestApp, type TestApp } from '../test-support/test-app.ts'
import { databaseSnapshot } from './database-snapshot.ts'

/**
 * Hostile uploads on every route that takes a file. The single-route basics (SVG, HTML named
 * .png, a truncated PNG, the size cap) live in skills.test.ts; this corpus adds the rest and runs
 * on every upload route: each answer is a 4xx JSON, the process keeps serving, nothing is stored.
 */
const HTML = '<html><body><script>alert(document.domain)</script></body></html>'

async function multipartBytes(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form })
  return {
    contentType: request.headers.get('content-type')!,
    bytes: Buffer.from(await request.arrayBuffer()),
  }
}

interface UploadRoute {
  method: 'POST' | 'PUT'
  url: string
  fields: Record<string, string>
}

describe('upload corpus', () => {
  let t: TestApp
  let owner: Record<string, string>
  let routes: UploadRoute[]
  let png: Buffer

  beforeAll(async () => {
    t = await createTestApp()
    owner = await t.ownerHeaders()
    png = await pngImage(32, 32, '#446688')
    const details = {
      name: 'Owner',
      profone: 'One',
      proftwo: 'Two',
      profthree: 'Three',
      proffour: 'Four',
      currentsts: 'Working',
    }
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/adduserdetails',
      headers: owner,
      payload: imageForm(details, { bytes: png }),
    })
    expect(added.statusCode).toBe(200)
    routes = [
      { method: 'POST', url: '/api/skill/addskills', fields: { name: 'Skill' } },
      {
        method: 'POST',
        url: '/api/project/addproject',
        fields: { title: 'P', desc: '', tools: '', github: '', live: '' },
      },
      {
        method: 'PUT',
        url: `/api/user/updateuserdetails/${added.json().data[0]._id as string}`,
        fields: details,
      },
    ]
  })
  afterAll(() => t.close())

  /** Sends a body to every upload route; each must refuse it and leave the database as it was. */
  async function expectRefusedEverywhere(
    body: (route: UploadRoute) => Promise<{ contentType: string; bytes: Buffer } | FormData>,
    expected: { status: number; message: string | RegExp },
  ) {
    for (const route of routes) {
      const before = await databaseSnapshot(t.database)
      const payload = await body(route)
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        headers:
          payload instanceof FormData ? owner : { ...owner, 'content-type': payload.contentType },
        payload: payload instanceof FormData ? payload : payload.bytes,
      })
      expect(response.statusCode, route.url).toBe(expected.status)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toEqual({
        success: false,
        message: expect.stringMatching(expected.message),
      })
      expect(await databaseSnapshot(t.database), route.url).toEqual(before)
      // The process keeps serving.
      const health = await t.app.inject({ method: 'GET', url: '/healthz' })
      expect(health.statusCode).toBe(200)
    }
  }

  const unsupported = {
    status: 415,
    message: 'Only PNG, JPEG, WebP, GIF or AVIF images are accepted',
  }
  const withImage = (image: FileField) => async (route: UploadRoute) =>
    imageForm(route.fields, image)

  it('refuses an SVG with a script, whatever it is called', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`,
    )
    await expectRefusedEverywhere(
      withImage({ bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }),
      unsupported,
    )
    await expectRefusedEverywhere(
      withImage({ bytes: svg, name: 'logo.png', type: 'image/png' }),
      unsupported,
    )
  })

  it('refuses HTML named .png', async () => {
    await expectRefusedEverywhere(
      withImage({ bytes: Buffer.from(HTML), name: 'photo.png' }),
      unsupported,
    )
  })

  it('refuses a polyglot that starts like a GIF but is a script', async () => {
    // GIF89a header followed by JavaScript: sniffed as GIF, but no picture decodes from it.
    const gifScript = Buffer.from(`GIF89a/*\x00\x00\x00\x00*/=1;alert(document.domain);//${HTML}`)
    await expectRefusedEverywhere(
      withImage({ bytes: gifScript, name: 'a.gif', type: 'image/gif' }),
      {
        status: 400,
        message: 'could not be read',
      },
    )
  })

  it('refuses a truncated PNG and a pixel bomb', async () => {
    const truncated = png.subarray(0, png.length - 30)
    await expectRefusedEverywhere(withImage({ bytes: truncated }), {
      status: 400,
      message: 'could not be read',
    })
    await expectRefusedEverywhere(withImage({ bytes: await pixelBombPng() }), {
      status: 400,
      message: 'at most 40 megapixels',
    })
  })

  it.each([
    ['a 300-character name', `${'a'.repeat(296)}.png`],
    ['a ../ path', '../../../../etc/cron.d/x.png'],
    ['a Windows path', '..\\..\\windows\\x.png'],
    ['a control character', 'a\u0001b.png'],
  ])('refuses a file with %s, even when the image is fine', async (_, name) => {
    await expectRefusedEverywhere(withImage({ bytes: png, name }), {
      status: 400,
      message: 'The file name must be a plain name of at most 255 characters',
    })
  })

  it('refuses too many files, fields and parts', async () => {
    await expectRefusedEverywhere(
      async (route) => {
        const form = imageForm(route.fields, { bytes: png })
        form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'second.png')
        return form
      },
      { status: 413, message: 'The form has too many files' },
    )
    await expectRefusedEverywhere(
      async (route) => {
        const form = imageForm(route.fields, { bytes: png })
        for (let i = 0; i < 20; i += 1) form.append(`extra${i}`, 'x')
        return form
      },
      { status: 413, message: /too many (fields|parts)/ },
    )
  })

  it('refuses a multipart body that stops half-way', async () => {
    await expectRefusedEverywhere(
      async (route) => {
        const { contentType, bytes } = await multipartBytes(imageForm(route.fields, { bytes: png }))
        return { contentType, bytes: bytes.subarray(0, Math.floor(bytes.length * 0.6)) }
      },
      { status: 400, message: 'The multipart form is malformed or incomplete' },
    )
  })

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['a 300-character boundary', `multipart/form-data; boundary=${'b'.repeat(300)}`],
    ['a boundary that never comes', 'multipart/form-data; boundary=x'],
  ])('refuses a multipart body with %s', async (_, contentType) => {
    await expectRefusedEverywhere(
      async () => ({ contentType, bytes: Buffer.from('garbage\r\n\r\nmore garbage') }),
      { status: 400, message: 'The multipart form is malformed or incomplete' },
    )
  })

  it('re-encodes a PNG with HTML appended, so what is served contains no HTML', async () => {
    // A real picture with a page after its end: the decision is to accept the picture and serve
    // only the re-encoded WebP, which cannot carry the trailer.
    const polyglot = Buffer.concat([png, Buffer.from(HTML)])
    const gif = Buffer.concat([await animatedGif(), Buffer.from(HTML)])
    for (const bytes of [polyglot, gif]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/skill/addskills',
        headers: owner,
        payload: imageForm({ name: 'Polyglot' }, { bytes, name: 'a.png' }),
      })
      if (response.statusCode !== 200) {
        // Refusing it is acceptable too; storing it as sent is not.
        expect(response.statusCode).toBe(400)
        continue
      }
      const served = await t.app.inject({ method: 'GET', url: response.json().data[0].image })
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.rawPayload.includes('<script')).toBe(false)
      expect(served.rawPayload.includes('<html')).toBe(false)
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp')
    }
  })

  it('strips HTML hidden in image metadata', async () => {
    const jpeg = await sharp(png)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: HTML, Copyright: HTML } })
      .toBuffer()
    expect(jpeg.includes('<script')).toBe(true)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers: owner,
      payload: imageForm({ name: 'Exif' }, { bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }),
    })
    expect(response.statusCode).toBe(200)
    const served = await t.app.inject({ method: 'GET', url: response.json().data[0].image })
    expect(served.rawPayload.includes('<script')).toBe(false)
  })
})
