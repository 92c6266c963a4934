import { pagePath } from '@contract/page.ts'
import type { SectionContent } from '@/load-context.ts'
import { absoluteUrl } from './page-meta.ts'

/**
 * schema.org ItemList for a custom section's page: its items in the owner's order, each a
 * ListItem with its title, its subtitle as description, its first link and its image. An
 * ItemList fits whatever the section holds (talks, awards, languages), where a narrower type
 * (Event, Award) would claim facts the owner's fields do not carry.
 */
export function sectionJsonLd(
  publicUrl: string,
  { section, items }: SectionContent,
  /** The page's language, and its address of the section's page (`/de/talks`). */
  language: { tag: string; localAddress: (path: string) => string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: section.name,
    inLanguage: language.tag,
    ...(section.intro.trim() ? { description: section.intro } : {}),
    url: absoluteUrl(publicUrl, language.localAddress(pagePath(section.address))),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      ...(item.subtitle?.trim() ? { description: item.subtitle } : {}),
      ...(item.link?.url ? { url: item.link.url } : {}),
      ...(item.image ? { image: absoluteUrl(publicUrl, item.image) } : {}),
    })),
  }
}

/**
 * A custom section's description for search results and link previews: its intro, or else what
 * it lists ("Talks: Zero-downtime migrations, React without hydration").
 */
export function sectionDescription({ section, items }: SectionContent): string {
  if (section.intro.trim()) return section.intro.trim()
  const titles = items.slice(0, 3).map((item) => item.title)
  return `${section.name}: ${titles.join(', ')}${items.length > 3 ? ', …' : ''}`
}
