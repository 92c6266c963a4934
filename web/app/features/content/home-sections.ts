import { CONTENT_TYPE_LIST, CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types.ts'
import type { FIXED_HOME_SECTIONS } from '@contract/home-sections.ts'
import {
  arrangeHomeSections,
  type HomeSectionChoice,
  type HomeSectionPlace,
} from '@contract/home-sections.ts'
import { sectionHomeKey } from '@contract/section.ts'
import { PUBLIC_SECTIONS, type HomeSection } from './public-sections.tsx'

/** A section of the home page: a content type's, Writing (the posts) or Contact. */
export type HomeSectionKey = ContentTypeKey | (typeof FIXED_HOME_SECTIONS)[number]

/** The content types with a home section, in the registry's order. */
export const HOME_TYPES = CONTENT_TYPE_LIST.map((type) => type.key).filter(
  (key) => PUBLIC_SECTIONS[key].home,
) as ContentTypeKey[]

export const homeOf = (key: ContentTypeKey) =>
  PUBLIC_SECTIONS[key].home as HomeSection<ContentTypeKey>

export const isContentSection = (key: string): key is ContentTypeKey =>
  (HOME_TYPES as string[]).includes(key)

/**
 * The home page's sections before the owner orders them: the leading content sections in the
 * registry's order, Writing, the trailing ones (testimonials), then Contact. Their numbers are
 * the navigation's (site-data.ts homeNumbers): with everything present, I. About Me,
 * II. Skills & Expertise, III. Projects, IV. Writing, V. Contact (docs/contract.md).
 */
export const DEFAULT_HOME_ORDER: readonly HomeSectionKey[] = [
  ...HOME_TYPES.filter((key) => homeOf(key).numbered),
  'writing',
  ...HOME_TYPES.filter((key) => !homeOf(key).numbered),
  'contact',
]

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

/**
 * The default order with the custom sections (their keys, in their own order) just before
 * Contact: a new section comes last until the owner moves it.
 */
function homeOrder(sectionKeys: readonly string[] = []): string[] {
  const contact = DEFAULT_HOME_ORDER.indexOf('contact')
  return [
    ...DEFAULT_HOME_ORDER.slice(0, contact),
    ...sectionKeys,
    ...DEFAULT_HOME_ORDER.slice(contact),
  ]
}

/**
 * Every home section in the owner's order, each one the owner did not place in its default place;
 * `sectionKeys`: the custom sections the home page can show (a stored key of any other is left
 * out).
 */
export const arrangeHome = (
  choices: readonly HomeSectionChoice[] | undefined,
  sectionKeys: readonly string[] = [],
): HomeSectionPlace[] => arrangeHomeSections(homeOrder(sectionKeys), choices ?? [])
