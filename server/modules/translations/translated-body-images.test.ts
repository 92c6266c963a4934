import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_IMAGES_PATH } from '@contract/page.ts'
import { CASE_STUDY_IMAGES_PATH } from '@contract/project.ts'
import { TRANSLATABLE_KINDS } from '@contract/translations.ts'
import { asOwner } from '@/test-support/owner-request.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { deleteForGood, trashEntry } from '@/test-support/trash.ts'
import { historyType } from '../history/history-types.ts'
import { countMedia, imageForm, pngImage } from '../media/media-test-support.ts'
import { createPublicContent } from '../web-host/public-content.ts'

let counter = 0
const unique = (prefix: string) =>
  `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`
/** A picture no other test uploads (the store keeps one copy of equal bytes). */
const freshPicture = () => pngImage(20, 12, `#${(0x204060 + counter++ * 11).toString(16)}`)

describe('images of a translated Markdown body', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const settings = (await t.app.inject({ url: '/api/site/settings' })).json().data
    await asOwner(t, 'PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de'] },
    })
  })
  afterAll(() => t.close())

  const served = async (url: string) => (await t.app.inject({ url })).statusCode
  /** What the hourly and start-up clean-up does: images nothing keeps go (no grace here). */
  const cleanUp = () => t.app.repositories.media.sweepUnused(-60_000)
  const german = () => createPublicContent(t.app).inLanguage('de')

  /**
   * An image uploaded for a body (the editor's upload before a save): with `fields` naming no
   * record, no record keeps it yet.
   */
  async function upload(
    path: string = PAGE_IMAGES_PATH,
    fields: Record<string, string> = {},
  ): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: await t.ownerHeaders(),
      payload: imageForm(fields, { bytes: await freshPicture() }),
    })
    expect(response.statusCode, response.body).toBe(200)
    return (response.json().data as { url: string }).url
  }

  async function addPage(): Promise<{ id: string; address: string }> {
    const address = unique('page')
    const data = await asOwner<{ _id: string }>(t, 'POST', '/api/pages', {
      title: 'Studio',
      address,
      body: 'Our studio.',
      status: 'published',
    })
    return { id: data._id, address }
  }

  async function addProject(): Promise<{ id: string; slug: string }> {
    const slug = unique('study')
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers: await t.ownerHeaders(),
      payload: imageForm(
        { title: 'Board', desc: 'A board', tools: '', github: '', live: '', slug, body: 'How.' },
        { bytes: await freshPicture() },
      ),
    })
    expect(added.statusCode, added.body).toBe(200)
    return { id: added.json().data[0]._id as string, slug }
  }

  it("keeps an image only the German page's body shows: through the clean-up, the trash and a restore", async () => {
    const url = await upload()
    const page = await addPage()
    await asOwner(t, 'PUT', `/api/translations/page/${page.id}/de`, {
      texts: { body: `Unser Atelier.\n\n![Der Tisch](${url})` },
    })
    await cleanUp()
    expect((await german().getPage(page.address))?.html).toContain(url)
    expect(await served(url)).toBe(200)

    await asOwner(t, 'DELETE', `/api/pages/${page.id}`)
    await cleanUp()
    expect(await served(url)).toBe(200)
    const item = await trashEntry(t, 'page', page.id)
    await asOwner(t, 'POST', `/api/trash/${item!._id}/restore`)
    await cleanUp()
    expect((await german().getPage(page.address))?.html).toContain(url)
    expect(await served(url)).toBe(200)

    // Gone for good with the page, as the default body's images go.
    await asOwner(t, 'DELETE', `/api/pages/${page.id}`)
    await deleteForGood(t, 'page', page.id)
    expect(await served(url)).toBe(404)
  })

  it('keeps an image only the German case study shows, also after it is taken out of the text again (an undo may bring it back)', async () => {
    const url = await upload()
    const project = await addProject()
    await asOwner(t, 'PUT', `/api/translations/project/${project.id}/de`, {
      texts: { body: `Wie.\n\n![Die Tafel](${url})` },
    })
    await cleanUp()
    expect((await german().getCaseStudy(project.slug))?.html).toContain(url)
    expect(await served(url)).toBe(200)

    await asOwner(t, 'PUT', `/api/translations/project/${project.id}/de`, {
      texts: { body: 'Wie.' },
    })
    await cleanUp()
    expect(await served(url)).toBe(200)
    // Newest first: the text without the image, then the one with it.
    const [, withImage] = await asOwner<{ _id: string }[]>(
      t,
      'GET',
      `/api/revisions?type=project&id=${project.id}`,
    )
    await asOwner(t, 'POST', `/api/revisions/${withImage!._id}/restore`)
    expect((await german().getCaseStudy(project.slug))?.html).toContain(url)
    expect(await served(url)).toBe(200)
  })

  it("keeps an image only the default language's case study shows, as a page's body does, until the project goes for good", async () => {
    const url = await upload()
    const project = await addProject()
    await asOwner(t, 'PUT', `/api/projects/${project.id}`, {
      title: 'Board',
      desc: 'A board',
      tools: '',
      github: '',
      live: '',
      slug: project.slug,
      body: `How.\n\n![The board](${url})`,
    })
    await cleanUp()
    expect((await createPublicContent(t.app).getCaseStudy(project.slug))?.html).toContain(url)
    expect(await served(url)).toBe(200)

    await asOwner(t, 'DELETE', `/api/project/deleteproject/${project.id}`)
    await cleanUp()
    expect(await served(url)).toBe(200)
    await deleteForGood(t, 'project', project.id)
    expect(await served(url)).toBe(404)
  })

  it('keeps an image uploaded for a case study with its project at once, before a German text shows it', async () => {
    const project = await addProject()
    const url = await upload(CASE_STUDY_IMAGES_PATH, { project: project.id })
    await cleanUp()
    expect(await served(url)).toBe(200)

    await asOwner(t, 'PUT', `/api/translations/project/${project.id}/de`, {
      texts: { body: `Wie.\n\n![Die Tafel](${url})` },
    })
    expect((await german().getCaseStudy(project.slug))?.html).toContain(url)
    await asOwner(t, 'DELETE', `/api/project/deleteproject/${project.id}`)
    await deleteForGood(t, 'project', project.id)
    expect(await served(url)).toBe(404)
  })

  it('refuses in words a case study image for a project that is not there, and stores nothing', async () => {
    const before = await countMedia(t.app.database)
    const response = await t.app.inject({
      method: 'POST',
      url: CASE_STUDY_IMAGES_PATH,
      headers: await t.ownerHeaders(),
      payload: imageForm({ project: '999999' }, { bytes: await freshPicture() }),
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('No project with id 999999')
    expect(await countMedia(t.app.database)).toBe(before)
  })

  it('every kind with a translatable Markdown text says where its images are kept and uploaded', () => {
    const withMarkdown = TRANSLATABLE_KINDS.filter((kind) =>
      kind.fields.some((field) => field.markdown),
    )
    expect(withMarkdown.map((kind) => kind.type).sort()).toEqual(['page', 'project'])
    for (const kind of withMarkdown) {
      expect(historyType(kind.type)?.bodyImages).toBeDefined()
      const images = kind.texts.markdownImages
      expect(images, kind.type).toBeDefined()
      expect(t.app.hasRoute({ method: 'POST', url: images!.path }), images!.path).toBe(true)
    }
  })
})
