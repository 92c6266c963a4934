import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARKDOWN_MESSAGES } from '@contract/post.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

/** The worst texts a security review sent (each within the body limit of 200 000 characters). */
const WORST = {
  /** 199 KB of `*a*a…`: minutes of work for the parser. */
  emphasis: '*a'.repeat(99_500),
  /** 16 KB of lists nested 8 000 deep. */
  nestedLists: `${'- '.repeat(8_000)}a`,
  /** 32 KB of quotes nested 32 000 deep. */
  nestedQuotes: `${'>'.repeat(32_000)} a`,
}

const projectFields = {
  title: 'Deep',
  desc: 'A project whose case study nests too deep',
  tools: 'Markdown',
  github: 'https://github.com/example/deep',
  live: 'https://deep.example.com',
}

const tooDeep = { success: false, message: MARKDOWN_MESSAGES.tooDeep }
const tooComplex = { success: false, message: MARKDOWN_MESSAGES.tooComplex }

/** A test may start the renderer's thread twice, through tsx, on a busy machine. */
const TWO_THREAD_STARTS = { timeout: 90_000 }

describe('Markdown rendering never stalls the server', TWO_THREAD_STARTS, () => {
  let t: TestApp
  beforeAll(async () => {
    // A short deadline: the test waits for it once.
    t = await createTestApp({ MARKDOWN_RENDER_SECONDS: '2' })
  })
  afterAll(() => t.close())

  const preview = async (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/posts/render',
      headers: await t.ownerHeaders(),
      payload: { body },
    })

  it('refuses lists and quotes nested too deep, in words, before rendering them', async () => {
    for (const body of [WORST.nestedLists, WORST.nestedQuotes, `${'> - '.repeat(17)}a`]) {
      const response = await preview(body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual(tooDeep)
    }
    // Nesting as deep as the limit renders.
    const deepEnough = await preview(`${'> '.repeat(16)}${'- '.repeat(16)}deep`)
    expect(deepEnough.statusCode).toBe(200)
    expect(deepEnough.json().data.html).toContain('deep')
  })

  it('refuses a post or a case study nested too deep, and saves nothing', async () => {
    const headers = await t.ownerHeaders()
    const posts = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/posts', headers })).json().data
    const before = await posts()
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { title: 'Deep', body: WORST.nestedQuotes },
    })
    expect(post.statusCode).toBe(400)
    expect(post.json()).toEqual(tooDeep)
    expect(await posts()).toEqual(before)

    const project = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers,
      payload: imageForm(
        { ...projectFields, slug: 'deep', body: WORST.nestedLists },
        { bytes: await pngImage(20, 20) },
      ),
    })
    expect(project.statusCode).toBe(400)
    expect(project.json()).toEqual(tooDeep)
    const projects = await t.app.inject({ method: 'GET', url: '/api/project/fetchprojects' })
    expect(projects.json().data).toEqual([])
  })

  it('answers "too complex" when a render passes its deadline, while GET / answers meanwhile', async () => {
    const answered: string[] = []
    const rendering = preview(WORST.emphasis).then((response) => {
      answered.push('render')
      return response
    })
    const home = t.app.inject({ method: 'GET', url: '/' }).then((response) => {
      answered.push('home')
      return response
    })
    const health = t.app.inject({ method: 'GET', url: '/healthz' }).then((response) => {
      answered.push('health')
      return response
    })
    const [render, page, healthz] = await Promise.all([rendering, home, health])
    expect(answered.at(-1)).toBe('render')
    expect(page.statusCode).toBeLessThan(500)
    expect(healthz.statusCode).toBe(200)
    expect(render.statusCode).toBe(400)
    expect(render.json()).toEqual(tooComplex)

    // The renderer that ran out of time was replaced: the next text renders.
    const next = await preview('After *that*.')
    expect(next.statusCode).toBe(200)
    expect(next.json().data.html).toBe('<p>After <em>that</em>.</p>')
  })

  it('answers "too complex" when a text exhausts the renderer\'s stack (HTML nested 20 000 deep)', async () => {
    const response = await preview('<div>'.repeat(20_000))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(tooComplex)
  })

  it('saves a post whose text links to #% (a malformed escape)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: await t.ownerHeaders(),
      payload: { title: 'Odd link', body: '<a href="#%">odd</a>' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.html).toBe('<p><a href="#%">odd</a></p>')
  })
})

describe('a live preview whose reader went away', TWO_THREAD_STARTS, () => {
  let t: TestApp
  beforeAll(async () => {
    // A deadline longer than the test may take: only cancelling can free the renderer in time.
    t = await createTestApp({ MARKDOWN_RENDER_SECONDS: '300' })
  })
  afterAll(() => t.close())

  it('does not hold the renderer: the next preview answers', async () => {
    const headers = await t.ownerHeaders()
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const received = new Promise<void>((resolve) => {
      t.app.server.once('request', (request) => request.once('end', resolve))
    })
    const abandoned = new AbortController()
    const superseded = fetch(`${address}/api/posts/render`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ body: WORST.emphasis }),
      signal: abandoned.signal,
    })
    superseded.catch(() => {})
    await received
    abandoned.abort()
    await expect(superseded).rejects.toThrow()

    const next = await fetch(`${address}/api/posts/render`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'The *newer* text.' }),
    })
    expect(next.status).toBe(200)
    expect(((await next.json()) as { data: { html: string } }).data.html).toBe(
      '<p>The <em>newer</em> text.</p>',
    )
  })
})
