import { arrangeHomeSections, type HomeSectionPlace } from '@contract/home-sections.ts'
import type { HomeSectionChoice } from '@contract/home-sections.ts'
import type { Section } from '@contract/section.ts'
import { DEFAULT_HOME_ORDER, homeSectionName } from '@/features/content/home-sections.ts'

/**
 * The home page's sections before the owner orders them, the owner's own included: the built-in
 * order (features/content/home-sections.ts) with the custom sections, in their own order, just
 * before Contact, which closes the page.
 */
function defaultHomeOrder(sections: readonly Pick<Section, 'homeKey'>[]): string[] {
  const order: string[] = [...DEFAULT_HOME_ORDER]
  const contact = order.indexOf('contact')
  order.splice(contact < 0 ? order.length : contact, 0, ...sections.map((s) => s.homeKey))
  return order
}

/**
 * Every home section in the owner's order, custom sections by their key (`section:<id>`); the
 * key of a section since deleted is left out, so a save never sends it.
 */
export const arrangeHomeWithSections = (
  choices: readonly HomeSectionChoice[] | undefined,
  sections: readonly Pick<Section, 'homeKey'>[],
): HomeSectionPlace[] => arrangeHomeSections(defaultHomeOrder(sections), choices ?? [])

/** How the form names a home section: a custom section by its name, the others by theirs. */
export function homeSectionLabel(
  key: string,
  sections: readonly Pick<Section, 'homeKey' | 'name'>[],
): string {
  return sections.find((section) => section.homeKey === key)?.name ?? homeSectionName(key)
}
