import type { Kysely, Selectable } from 'kysely'
import { Value } from 'typebox/value'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { HOME_SECTION_KEYS, knownHomeSections } from '@contract/home-sections.ts'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import { DEFAULT_RESUME_CHOICES, type ResumeChoices } from '@contract/resume-choices.ts'
import { isPlaceholderEmail } from '@contract/account.ts'
import { DEFAULT_LOOK } from '@contract/site-look.ts'
import { DEFAULT_SITE_THEME, SiteSettings } from '@contract/site-settings.ts'
import type { Config } from '@/config.ts'
import { inTransaction } from '@/db/in-transaction.ts'
import type { Database, SiteSettingsTable } from '@/db/schema.ts'
import type { HistoryJournal } from '../history/history-store.ts'
import { storedText, type HistoryKind } from '../content/history-kind.ts'
import { sectionHomeKeys } from '../sections/sections-repository.ts'

/** Every content type is a section of the résumé, by its key. */
const RESUME_TYPE_KEYS = CONTENT_TYPE_LIST.map((type) => type.key as string)

/** The one settings row. */
export const SETTINGS_ID = 1

/**
 * What the site shows before the owner saves settings: itself valid. The display name and site
 * title are empty, so they follow the owner's name (site-identity.ts); the copyright starts this
 * year; the contact address is OWNER_EMAIL unless that is the placeholder. A new site is not
 * published: search engines are kept away until the owner publishes it.
 */
function defaultSiteSettings(config: Config): SiteSettings {
  const email =
    Value.Check(SiteSettings.properties.email, config.owner.email) &&
    !isPlaceholderEmail(config.owner.email)
      ? config.owner.email
      : ''
  return {
    displayName: '',
    siteTitle: '',
    email,
    phone: '',
    location: '',
    positioning: '',
    socialLinks: [],
    githubUsername: '',
    copyrightYear: new Date().getUTCFullYear(),
    theme: DEFAULT_SITE_THEME,
    homeSections: [],
    published: false,
    look: DEFAULT_LOOK,
    resume: DEFAULT_RESUME_CHOICES,
    languages: DEFAULT_SITE_LANGUAGES,
  }
}

/** The résumé's choices without sections that are not known (any more): a section since removed. */
function knownResumeChoices(choices: ResumeChoices, known: readonly string[]): ResumeChoices {
  return {
    ...choices,
    leftOutSections: choices.leftOutSections.filter((key) => known.includes(key)),
    leftOutItems: choices.leftOutItems.filter((item) => known.includes(item.section)),
  }
}

/**
 * A record saved before `published` existed belongs to a site that was public then (migration
 * 0025-published-state): it stays published. Every record saved since carries the field.
 */
const SAVED_BEFORE_PUBLISHING = { published: true }

/** The owner's site settings: one JSON record (id 1), defaults from config until first saved. */
export function siteSettingsRepository(
  db: Kysely<Database>,
  config: Config,
  journal?: HistoryJournal<Selectable<SiteSettingsTable>>,
) {
  return {
    async get(): Promise<SiteSettings> {
      const defaults = defaultSiteSettings(config)
      const row = await db
        .selectFrom('site_settings')
        .select('value')
        .where('id', '=', SETTINGS_ID)
        .executeTakeFirst()
      if (!row) return defaults
      // Fields added to the contract after the record was saved take their defaults; a record
      // that no longer fits the contract answers the defaults rather than breaking every page.
      const stored: unknown = {
        ...defaults,
        ...SAVED_BEFORE_PUBLISHING,
        ...(JSON.parse(row.value) as object),
      }
      if (!Value.Check(SiteSettings, stored)) {
        // Even then, whether the site is published stays the owner's choice.
        const { published } = stored as { published: unknown }
        return { ...defaults, published: typeof published === 'boolean' ? published : true }
      }
      // A section stored once and no longer on the home page (one since removed) is left out.
      const sections = await sectionHomeKeys(db)
      return {
        ...stored,
        homeSections: knownHomeSections(stored.homeSections ?? [], [
          ...HOME_SECTION_KEYS,
          ...sections,
        ]),
        resume: knownResumeChoices(stored.resume ?? DEFAULT_RESUME_CHOICES, [
          ...RESUME_TYPE_KEYS,
          ...sections,
        ]),
      }
    },

    /** Every section the home page can show: the built-in ones and the owner's own. */
    async homeSectionKeys(): Promise<string[]> {
      return [...HOME_SECTION_KEYS, ...(await sectionHomeKeys(db))]
    },

    /** Every section the résumé can hold: each content type's and the owner's own. */
    async resumeSectionKeys(): Promise<string[]> {
      return [...RESUME_TYPE_KEYS, ...(await sectionHomeKeys(db))]
    },

    async save(value: SiteSettings): Promise<SiteSettings> {
      const json = JSON.stringify(value)
      const now = new Date().toISOString()
      await inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('site_settings')
          .selectAll()
          .where('id', '=', SETTINGS_ID)
          .executeTakeFirst()
        const after = await trx
          .insertInto('site_settings')
          .values({ id: SETTINGS_ID, value: json, updated_at: now })
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet({ value: json, updated_at: now }),
          )
          .returningAll()
          .executeTakeFirstOrThrow()
        if (before) await journal?.updated(trx, before, after)
        else await journal?.created(trx, [after])
      })
      return value
    },

    /**
     * The owner's site texts (contract/site-texts.ts) of every language: `{ language: { key:
     * text } }`, kept beside the settings so that history and backups carry them.
     */
    async siteTexts(): Promise<SiteTextsByLanguage> {
      const row = await db
        .selectFrom('site_settings')
        .select('site_texts')
        .where('id', '=', SETTINGS_ID)
        .executeTakeFirst()
      return parseSiteTexts(row?.site_texts)
    },

    /** Saves every language's site texts: a revision of the settings, as any settings change. */
    async saveSiteTexts(texts: SiteTextsByLanguage): Promise<void> {
      const json = JSON.stringify(texts)
      const now = new Date().toISOString()
      const defaults = JSON.stringify(await this.get())
      await inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('site_settings')
          .selectAll()
          .where('id', '=', SETTINGS_ID)
          .executeTakeFirst()
        const after = await trx
          .insertInto('site_settings')
          .values({ id: SETTINGS_ID, value: defaults, updated_at: now, site_texts: json })
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet({ site_texts: json, updated_at: now }),
          )
          .returningAll()
          .executeTakeFirstOrThrow()
        if (before) await journal?.updated(trx, before, after)
        else await journal?.created(trx, [after])
      })
    },

    /** The same repository, keeping no history (the demo's placeholder content). */
    withoutHistory() {
      return siteSettingsRepository(db, config)
    },
  }
}

/** Site texts by language, then by key. */
export type SiteTextsByLanguage = Record<string, Record<string, string>>

/** The stored site texts; anything but an object of objects of texts is left out. */
function parseSiteTexts(json: string | undefined): SiteTextsByLanguage {
  if (!json) return {}
  try {
    const value: unknown = JSON.parse(json)
    if (!value || typeof value !== 'object') return {}
    const texts: SiteTextsByLanguage = {}
    for (const [language, entries] of Object.entries(value)) {
      if (!entries || typeof entries !== 'object') continue
      texts[language] = Object.fromEntries(
        Object.entries(entries as object).filter(([, text]) => typeof text === 'string'),
      ) as Record<string, string>
    }
    return texts
  } catch {
    return {}
  }
}

/** Site settings in history: one record whose fields are kept as JSON in `value`. */
export const settingsHistory: HistoryKind = {
  name: 'settings',
  table: 'site_settings',
  ordered: false,
  title: () => 'Site settings',
  present: (row) => {
    try {
      return JSON.parse(storedText(row.value)) as Record<string, unknown>
    } catch {
      return {}
    }
  },
}
