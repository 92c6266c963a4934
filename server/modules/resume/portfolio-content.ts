import type { FastifyInstance } from 'fastify'
import type { ContentRecord, ContentTypeKey } from '@contract/content-types.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import type { UserDetails } from '@contract/user-details.ts'
import { contentRepository } from '../collections/ordered-repository.ts'
import { LIST_CONTENT_ENTRIES } from '../content/registry.ts'
import { loadPortableSections, type PortableSection } from '../sections/sections-resume.ts'
import { presentUserDetails } from '../user-details/user-details-presenter.ts'

/** Everything the portfolio shows, as the public API presents it. */
export interface PortfolioContent {
  profile: UserDetails | undefined
  settings: SiteSettings
  /** Every content type's records, in the owner's order. */
  lists: { [K in ContentTypeKey]: ContentRecord<K>[] }
  /** The owner's custom sections, with every value their items hold. */
  sections: PortableSection[]
}

/** Every piece of content, through the same repositories and presenters as the public API. */
export async function loadPortfolioContent(app: FastifyInstance): Promise<PortfolioContent> {
  const repositories = app.repositories
  const [profile, settings, lists, sections] = await Promise.all([
    repositories.userDetails.first(),
    repositories.siteSettings.get(),
    Promise.all(
      LIST_CONTENT_ENTRIES.map(async (entry) => {
        const rows = await contentRepository(app, entry.type.key).list()
        return [entry.type.key, rows.map((row) => entry.present(row))] as const
      }),
    ),
    loadPortableSections(app.database.db),
  ])
  return {
    profile: profile ? presentUserDetails(profile) : undefined,
    settings,
    lists: Object.fromEntries(lists) as PortfolioContent['lists'],
    sections,
  }
}
