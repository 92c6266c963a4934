import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translator } from '@contract/messages/translator.ts'
import type { SiteTextsData } from '@contract/site-texts.ts'
import { asOwner } from '@/test-support/owner-request.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { createPublicContent } from '../web-host/public-content.ts'

describe('site texts API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    await asOwner(t, 'PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de', 'nl'] },
    })
  })
  afterAll(() => t.close())

  const put = async (lang: string, texts: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/site-texts/${lang}`,
      headers: await t.ownerHeaders(),
      payload: { texts },
    })
  const textOf = (data: SiteTextsData, key: string) => data.texts.find((text) => text.key === key)!

  it('lists every fixed text with its English, the shipped translation and the override', async () => {
    const data = await asOwner<SiteTextsData>(t, 'GET', '/api/site-texts/de')
    expect(data.name).toBe('Deutsch')
    const seeMore = textOf(data, 'section.seeMore')
    expect(seeMore.english).toBe('See More')
    expect(seeMore.shipped).toBeTypeOf('string')
    expect(seeMore.shipped).not.toBe('See More')
    // Dutch ships no catalogue: English shows until the owner writes the texts.
    expect(textOf(await asOwner(t, 'GET', '/api/site-texts/nl'), 'footer.home').shipped).toBeNull()
  })

  it('saves an override the public pages read, and removes it with an empty text', async () => {
    const saved = await put('de', { 'section.seeMore': 'Alles ansehen' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe('Site texts saved')
    expect(textOf(saved.json().data, 'section.seeMore').override).toBe('Alles ansehen')
    const content = createPublicContent(t.app)
    const texts = await content.getSiteTexts()
    expect(translator('de', texts.de).t('section.seeMore')).toBe('Alles ansehen')
    const reset = await put('de', { 'section.seeMore': '' })
    expect(textOf(reset.json().data, 'section.seeMore').override).toBeNull()
    expect((await content.getSiteTexts()).de).toBeUndefined()
  })

  it('refuses an unknown text, a message that does not parse or other values, changing nothing', async () => {
    await asOwner(t, 'PUT', '/api/site-texts/nl', { texts: { 'footer.home': 'Start' } })
    const refused = await put('nl', {
      'footer.home': 'Thuis',
      'nope.key': 'x',
      'hero.myNameIs': 'Ik heet {naam}',
      'post.minRead': '{minutes',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(
      'There is no site text “nope.key”. The text for “My name is {name}” must use the same values as the English one: {name}. The text for “{minutes} min read” cannot be read: check its braces { } and quotes',
    )
    const data = await asOwner<SiteTextsData>(t, 'GET', '/api/site-texts/nl')
    expect(textOf(data, 'footer.home').override).toBe('Start')
  })

  it('refuses a language the site does not offer, and a visitor', async () => {
    const italian = await put('it', { 'footer.home': 'Casa' })
    expect(italian.statusCode).toBe(400)
    expect(italian.json().message).toBe(
      'The site is not offered in Italiano: add the language in Site settings → Languages first',
    )
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/site-texts/en',
      payload: { texts: { 'footer.home': 'x' } },
    })
    expect(visitor.statusCode).toBe(401)
  })

  it('is a revision of the site settings: undo puts the texts back', async () => {
    await asOwner(t, 'PUT', '/api/site-texts/en', { texts: { 'footer.home': 'Front page' } })
    await asOwner(t, 'PUT', '/api/site-texts/en', { texts: { 'footer.home': 'Start here' } })
    const revisions = await asOwner<Array<{ _id: string; summary: string }>>(
      t,
      'GET',
      '/api/revisions?type=settings&id=1',
    )
    expect(revisions[0]!.summary).toBe('Changed site texts')
    await asOwner(t, 'POST', `/api/revisions/${revisions[1]!._id}/restore`)
    const data = await asOwner<SiteTextsData>(t, 'GET', '/api/site-texts/en')
    expect(textOf(data, 'footer.home').override).toBe('Front page')
  })

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>
    }
    expect(document.paths['/api/site-texts/{lang}']!.put!.tags).toEqual(['Site texts'])
  })
})
