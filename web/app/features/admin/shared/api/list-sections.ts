import { queryOptions, useQuery } from '@tanstack/react-query'
import { CONTENT_ICONS, type ContentIcon } from '@contract/content-types.ts'
import type { Section, SectionItem } from '@contract/section.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { ListAnswer } from './list-cache.ts'

/**
 * The owner's custom sections (docs/decisions/0016), in their order. Shared, because the side
 * panel, the command palette and the site settings' home order name them too; a section's items
 * sit under its key, so whatever makes the sections stale makes their items stale too.
 */
export const SECTIONS_KEY = ['admin', 'sections'] as const
export const sectionItemsKey = (sectionId: string) => [...SECTIONS_KEY, sectionId, 'items'] as const

/** Said when the address of a section's page names none (deleted, or never there). */
export const NO_SUCH_SECTION = 'This section does not exist any more: it may be in the trash'

/** A section's icon as the site draws it (a name the icon set lacks, as Award). */
export const sectionIcon = (section: Pick<Section, 'icon'>): ContentIcon =>
  (CONTENT_ICONS as readonly string[]).includes(section.icon)
    ? (section.icon as ContentIcon)
    : 'award'

export const sectionsQueryOptions = () =>
  queryOptions({
    queryKey: SECTIONS_KEY,
    queryFn: async () => (await ownerRequest<ListAnswer<Section>>('/api/sections')).data,
  })

export const useSections = () => useQuery(sectionsQueryOptions())

/**
 * A section's items in the owner's order. The API reads a section by its address, which the
 * list knows for each id (the dashboard's addresses use the id, which a new address keeps).
 */
export const sectionItemsQueryOptions = (sectionId: string) =>
  queryOptions({
    queryKey: sectionItemsKey(sectionId),
    queryFn: async ({ client }): Promise<SectionItem[]> => {
      const sections = await client.ensureQueryData(sectionsQueryOptions())
      const section = sections.find((candidate) => candidate._id === sectionId)
      if (!section) throw new Error(NO_SUCH_SECTION)
      const address = encodeURIComponent(section.address)
      const answer = await ownerRequest<{ data: { items: SectionItem[] } }>(
        `/api/sections/${address}`,
      )
      return answer.data.items
    },
  })
