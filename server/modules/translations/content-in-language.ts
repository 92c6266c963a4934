import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import type { PublicContent, SectionContent } from '@web/load-context.ts'
import type { FastifyInstance } from 'fastify'
import { resumeOutline } from '../resume/resume-outline.ts'
import { SETTINGS_ID } from '../site-settings/site-settings-repository.ts'
import { translateRecord, translateRecords } from './translate-records.ts'

/**
 * The public content in one language (PublicContent.inLanguage): every read of `content` that
 * shows the owner's translatable texts, through translateRecords.
 */
export function contentInLanguage(
  app: FastifyInstance,
  content: PublicContent,
  language: string,
): PublicContent {
  const { translations, siteSettings } = app.repositories
  // Read on each call: a long-lived instance follows the owner's changes of languages.
  const languages = async () => (await siteSettings.get()).languages ?? DEFAULT_SITE_LANGUAGES
  const options = async <R>(type: string, idOf?: (record: R) => number) => ({
    type,
    language,
    languages: await languages(),
    ...(idOf ? { idOf } : {}),
  })
  const translateSections = async (sections: SectionContent[]): Promise<SectionContent[]> => {
    const [heads, items] = await Promise.all([
      translateRecords(
        translations,
        await options('section'),
        sections.map((one) => one.section),
      ),
      translateRecords(
        translations,
        await options('section-item'),
        sections.flatMap((one) => one.items),
      ),
    ])
    let next = 0
    return sections.map((one, index) => ({
      section: heads[index]!,
      items: one.items.map(() => items[next++]!),
    }))
  }

  const translated: PublicContent = {
    ...content,
    list: async (key, limit) =>
      translateRecords(
        translations,
        await options(CONTENT_TYPES[key].name),
        await content.list(key, limit),
      ),
    listProjects: async (page) => {
      const { projects, total } = await content.listProjects(page)
      return {
        projects: await translateRecords(translations, await options('project'), projects),
        total,
      }
    },
    getCaseStudy: async (slug) =>
      translateRecord(translations, await options('project'), await content.getCaseStudy(slug)),
    listUserDetails: async () =>
      translateRecords(translations, await options('userdetails'), await content.listUserDetails()),
    getSiteSettings: async () =>
      (await translateRecord(
        translations,
        await options('settings', () => SETTINGS_ID),
        await content.getSiteSettings(),
      ))!,
    listPages: async () =>
      translateRecords(translations, await options('page'), await content.listPages()),
    getPage: async (address) =>
      translateRecord(translations, await options('page'), await content.getPage(address)),
    listSections: async () =>
      translateRecords(translations, await options('section'), await content.listSections()),
    getSection: async (address) => {
      const section = await content.getSection(address)
      return section && (await translateSections([section]))[0]
    },
    previewSections: async (limit) => translateSections(await content.previewSections(limit)),
    // A post is written in one language: this language's posts, not the default's translated.
    listPosts: (options) =>
      content.listPosts({ ...options, language: options?.language ?? language }),
    getPost: (slug, options) => content.getPost(slug, { language: options?.language ?? language }),
    blogPage: (options) => content.blogPage({ ...options, language: options.language ?? language }),
    postSurroundings: (post, options) =>
      content.postSurroundings(post, { language: options?.language ?? language }),
    // Search reads the index's rows of this language (server/modules/search/README.md).
    search: async (query) =>
      app.repositories.search.search(query, new Date().toISOString(), await languages(), language),
    resume: () => resumeOutline(translated, { publicUrl: app.config.publicUrl, readIn: language }),
    inLanguage: (other) => contentInLanguage(app, content, other),
  }
  return translated
}
