import type { FastifyInstance } from 'fastify'
import type { ContentRecord, ContentTypeKey } from '@contract/content-types.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import type { UserDetails } from '@contract/user-details.ts'
import { contentRepository } from '../collections/ordered-repository.ts'
import { LIST_CONTENT_ENTRIES } from '../content/registry.ts'
import {
  loadStoredPortableSections,
  type PortableSection,
  type StoredPortableSection,
} from '../sections/sections-resume.ts'
import { presentUserDetails } from '../user-details/user-details-presenter.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import { SETTINGS_ID } from '../site-settings/site-settings-repository.ts'
import { translateRecord, translateRecords } from '../translations/translate-records.ts'

/** Everything the portfolio shows, as the public API presents it. */
export interface PortfolioContent {
  profile: UserDetails | undefined
  settings: SiteSettings
  /** Every content type's records, in the owner's order. */
  lists: { [K in ContentTypeKey]: ContentRecord<K>[] }
  /** The owner's custom sections, with every value their items hold. */
  sections: PortableSection[]
  /** The ids the sections and their items are stored under, in the order of `sections`. */
  sectionIds: Omit<StoredPortableSection, 'section'>[]
}

/** Every piece of content, through the same repositories and presenters as the public API. */
export async function loadPortfolioContent(app: FastifyInstance): Promise<PortfolioContent> {
  const repositories = app.repositories
  const [profile, settings, lists, stored] = await Promise.all([
    repositories.userDetails.first(),
    repositories.siteSettings.get(),
    Promise.all(
      LIST_CONTENT_ENTRIES.map(async (entry) => {
        const rows = await contentRepository(app, entry.type.key).list()
        return [entry.type.key, rows.map((row) => entry.present(row))] as const
      }),
    ),
    loadStoredPortableSections(app.database.db),
  ])
  return {
    profile: profile ? presentUserDetails(profile) : undefined,
    settings,
    lists: Object.fromEntries(lists) as PortfolioContent['lists'],
    sections: stored.map(({ section }) => section),
    sectionIds: stored.map(({ id, itemIds }) => ({ id, itemIds })),
  }
}

/**
 * The same content in one of the site's additional languages: each translatable text of the
 * content types, the profile, the settings and the custom sections (their names, intros, fields'
 * labels and their items' texts) that has a translation in it (translate-records.ts).
 */
export async function portfolioInLanguage(
  app: FastifyInstance,
  content: PortfolioContent,
  language: string,
): Promise<PortfolioContent> {
  const { translations } = app.repositories
  const languages = content.settings.languages ?? DEFAULT_SITE_LANGUAGES
  const options = (type: string) => ({ type, language, languages })
  const lists = await Promise.all(
    (Object.keys(content.lists) as ContentTypeKey[]).map(
      async (key) =>
        [
          key,
          await translateRecords<object>(
            translations,
            options(CONTENT_TYPES[key].name),
            content.lists[key],
          ),
        ] as const,
    ),
  )
  const [profile, settings, sections] = await Promise.all([
    translateRecord(translations, options('userdetails'), content.profile),
    translateRecord(
      translations,
      { ...options('settings'), idOf: () => SETTINGS_ID },
      content.settings,
    ),
    sectionsInLanguage(app, content, options),
  ])
  return {
    ...content,
    profile,
    sections,
    settings: settings ?? content.settings,
    lists: Object.fromEntries(lists) as unknown as PortfolioContent['lists'],
  }
}

type LanguageOptions = (type: string) => Parameters<typeof translateRecords>[1]

/**
 * The custom sections in a language: each definition's texts and its items' values read as the
 * public API answers them (by the ids they are stored under), then back in their portable shape.
 */
async function sectionsInLanguage(
  app: FastifyInstance,
  content: PortfolioContent,
  options: LanguageOptions,
): Promise<PortableSection[]> {
  const { translations } = app.repositories
  const ids = content.sectionIds
  const heads = await translateRecords(
    translations,
    options('section'),
    content.sections.map((section, index) => ({ ...section, _id: ids[index]!.id })),
  )
  const items = await translateRecords(
    translations,
    options('section-item'),
    content.sections.flatMap((section, index) =>
      section.items.map((item, place) => ({ ...item.values, _id: ids[index]!.itemIds[place]! })),
    ),
  )
  let next = 0
  // Back to the portable shape: the id and the texts' languages were for the reading only.
  return heads.map(({ _id, textLanguages: _languages, ...section }) => ({
    ...section,
    items: section.items.map((item) => {
      const { _id: _item, textLanguages: _itemLanguages, ...values } = items[next++]!
      return { ...item, values }
    }),
  }))
}
