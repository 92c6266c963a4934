import type { ReactNode } from 'react'
import { useTextLang } from '@/lib/i18n/translation.tsx'
import { ContentIconGlyph } from '@/components/icons/content-icons.tsx'
import { Section } from '@/components/ui/section.tsx'
import type { SectionContent } from '@/load-context.ts'
import { SectionItems } from './section-items.tsx'

/**
 * A custom section (docs/decisions/0016) as the site shows it: its name, its intro and its items
 * in its layout. On its own page (`level` 1) the heading carries the section's icon and the first
 * card's image is fetched first; on the home page (`level` 2) it takes its number, and `more`
 * leads to its page.
 */
export function CustomSection({
  content: { section, items },
  level,
  number,
  more,
}: {
  content: SectionContent
  level: 1 | 2
  /** "IV." on the home page. */
  number?: string
  more?: ReactNode
}) {
  const page = level === 1
  const textLang = useTextLang()
  return (
    <Section
      // Prefixed: an address could be the id of something else on the page ("main").
      id={`section-${section.address}`}
      number={number}
      title={section.name}
      titleLang={textLang(section, 'name')}
      level={level}
      icon={page ? <ContentIconGlyph name={section.icon} size={24} /> : undefined}
    >
      {section.intro.trim() && (
        <p className="section-intro" dir="auto" {...textLang(section, 'intro')}>
          {section.intro}
        </p>
      )}
      <SectionItems
        section={section}
        items={items}
        headingLevel={page ? 2 : 3}
        priorityFirst={page}
      />
      {more}
    </Section>
  )
}
