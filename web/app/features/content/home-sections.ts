import { CONTENT_TYPE_LIST, CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types.ts'
import { sectionHomeKey } from '@contract/section.ts'
import { PUBLIC_SECTIONS, type HomeSection } from './public-sections.tsx'

/** The content types with a home section, in the registry's order. */
export const HOME_TYPES = CONTENT_TYPE_LIST.map((type) => type.key).filter(
  (key) => PUBLIC_SECTIONS[key].home,
) as ContentTypeKey[]

export const homeOf = (key: ContentTypeKey) =>
  PUBLIC_SECTIONS[key].home as HomeSection<ContentTypeKey>

export const isContentSection = (key: string): key is ContentTypeKey =>
  (HOME_TYPES as string[]).includes(key)

/** A custom section's key (contract/section.ts: `section:<id>`). */
export const isCustomSection = (key: string) => key.startsWith(sectionHomeKey(''))

/**
 * How the dashboard names a section: its content type's page name, "Writing", "Contact", or a
 * custom section's own name (`sections`: the custom sections, by their home key).
 */
export function homeSectionName(
  key: string,
  sections: readonly { homeKey: string; name: string }[] = [],
): string {
  if (isContentSection(key)) return CONTENT_TYPES[key].dashboard.label
  if (isCustomSection(key)) {
    return sections.find((section) => section.homeKey === key)?.name ?? 'Custom section'
  }
  return key === 'writing' ? 'Writing' : 'Contact'
}
