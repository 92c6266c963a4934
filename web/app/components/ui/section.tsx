import type { ReactNode } from 'react'

interface SectionProps {
  id: string
  /** e.g. 'I.' on the home page; pages without numbers leave it out. */
  number?: string
  title: string
  /** The page's main heading is h1; sections of the home page are h2. */
  level?: 1 | 2
  children: ReactNode
}

/** A titled page section that reveals as it scrolls into view. */
export function Section({ id, number, title, level = 2, children }: SectionProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="reveal py-12 md:py-16">
      <Heading id={`${id}-title`} className="section-title">
        {number && <span className="accent">{number}</span>}
        {title}
      </Heading>
      {children}
    </section>
  )
}
