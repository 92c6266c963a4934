import type { Kysely } from 'kysely'
import { Value } from 'typebox/value'
import { DEFAULT_SITE_THEME, SiteSettings } from '@contract/site-settings.ts'
import type { Config } from '@/config.ts'
import type { Database } from '@/db/schema.ts'

/** The one settings row. */
const SETTINGS_ID = 1

/**
 * What the site shows before the owner saves settings: itself valid. The display name and site
 * title are empty, so they follow the owner's name (site-identity.ts); the copyright starts this
 * year.
 */
export function defaultSiteSettings(config: Config): SiteSettings {
  const email = Value.Check(SiteSettings.properties.email, config.owner.email)
    ? config.owner.email
    : ''
  return {
    displayName: '',
    siteTitle: '',
    email,
    phone: '',
    location: '',
    socialLinks: [],
    githubUsername: '',
    copyrightYear: new Date().getUTCFullYear(),
    theme: DEFAULT_SITE_THEME,
  }
}

/** The owner's site settings: one JSON record (id 1), defaults from config until first saved. */
export function siteSettingsRepository(db: Kysely<Database>, config: Config) {
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
      const stored = { ...defaults, ...(JSON.parse(row.value) as object) }
      return Value.Check(SiteSettings, stored) ? stored : defaults
    },

    async save(value: SiteSettings): Promise<SiteSettings> {
      const json = JSON.stringify(value)
      const now = new Date().toISOString()
      await db
        .insertInto('site_settings')
        .values({ id: SETTINGS_ID, value: json, updated_at: now })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet({ value: json, updated_at: now }),
        )
        .execute()
      return value
    },
  }
}
export type SiteSettingsRepository = ReturnType<typeof siteSettingsRepository>
