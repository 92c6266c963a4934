import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  sectionItemPath,
  type Section,
  type SectionField,
  type SectionItem,
} from '@contract/section.ts'
import type { SectionContent } from '@/load-context.ts'
import { CustomSection } from './custom-section.tsx'

const FIELDS: SectionField[] = [
  { kind: 'title', label: 'Talk' },
  { kind: 'subtitle', label: 'Event' },
  { kind: 'place', label: 'City' },
  { kind: 'date', label: 'When' },
  { kind: 'image', label: 'Title slide' },
  { kind: 'text', label: 'Abstract' },
  { kind: 'tags', label: 'Topics' },
  { kind: 'link', label: 'Slides' },
  { kind: 'link2', label: 'Video' },
]

const section = (layout: string, fields = FIELDS): Section => ({
  _id: '1',
  address: 'talks',
  name: 'Talks',
  intro: 'Where I spoke.',
  icon: 'message-circle',
  layout,
  resumeList: null,
  fields,
  homeKey: 'section:1',
  position: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
})

const item = (id: number, values: Partial<SectionItem>): SectionItem => ({
  _id: String(id),
  section: '1',
  title: `Talk ${id}`,
  position: id,
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...values,
})

const MEDIA = { hash: 'a'.repeat(64), width: 1280, height: 800, animated: false }

const ITEMS = [
  item(1, {
    title: 'Zero-downtime migrations',
    subtitle: 'Example Conf',
    place: 'Berlin',
    date: { start: '2025-05-15' },
    text: 'Expand, **backfill**, switch.',
    tags: ['databases', 'sql'],
    link: { url: 'https://example.com/slides', label: '' },
    link2: { url: 'https://example.com/video', label: 'Recording' },
    image: `/media/${'a'.repeat(64)}.webp`,
  }),
  // Only a title: nothing else, not even a label, is shown for it.
  item(2, { title: 'Lightning talk' }),
  item(3, { title: 'Islands', subtitle: 'Meetup', date: { start: '2024-11', end: 'present' } }),
]

function show(layout: string, level: 1 | 2 = 1, fields = FIELDS, items = ITEMS) {
  const content: SectionContent = {
    section: section(layout, fields),
    items: items.map((entry) => (entry.image ? { ...entry, media: MEDIA } : entry)),
  }
  return render(
    <CustomSection content={content} level={level} number={level === 2 ? 'IV.' : undefined} />,
  )
}

const titles = (level: number) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent)

describe.each(['list', 'cards', 'timeline'])('a custom section as %s', (layout) => {
  it("shows its name, its intro and every item in the owner's order", () => {
    show(layout)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Talks')
    expect(screen.getByText('Where I spoke.')).toBeTruthy()
    expect(titles(2)).toEqual(['Zero-downtime migrations', 'Lightning talk', 'Islands'])
  })

  it("shows each value with the owner's labels, and nothing for a field without one", () => {
    const { container } = show(layout)
    const [first, second, third] = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.closest('li')!)
    // Heard before the values: the owner's words for them.
    expect(first!.textContent).toContain('Event: Example Conf')
    expect(first!.textContent).toContain('City: Berlin')
    expect(first!.querySelector('time')?.getAttribute('datetime')).toBe('2025-05-15')
    expect(first!.querySelector('time')?.textContent).toBe('15 May 2025')
    expect(within(first!).getByText('backfill').tagName).toBe('STRONG')
    expect(
      within(within(first!).getByRole('list', { name: 'Topics' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['databases', 'sql'])
    // A link is called by its own label, else by the field's.
    const links = within(first!).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/slides',
      'https://example.com/video',
    ])
    expect(links.map((link) => link.textContent)).toEqual([
      'Slides of Zero-downtime migrations (opens in a new tab)',
      'Recording of Zero-downtime migrations (opens in a new tab)',
    ])
    expect(third!.textContent).toContain('November 2024 – Present')

    // The title alone: no label, no separator, no empty list.
    for (const label of ['Event', 'City', 'When', 'Topics', 'Slides', 'Video']) {
      expect(second!.textContent).not.toContain(label)
    }
    expect(second!.querySelectorAll('time, ul, a, img')).toHaveLength(0)
    expect(container.textContent).not.toMatch(/undefined|null/)
  })

  it('takes its number and h3 items under the home page', () => {
    show(layout, 2)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('IV.Talks')
    expect(titles(3)).toEqual(['Zero-downtime migrations', 'Lightning talk', 'Islands'])
  })

  it("gives each item on its own page the id a search result's link leads to, and none on the home page", () => {
    const items = (container: HTMLElement) =>
      screen.getAllByRole('heading').flatMap((heading) => {
        const entry = heading.closest('li')
        return entry && container.contains(entry) ? [entry.id] : []
      })
    const own = show(layout)
    expect(items(own.container)).toEqual(['item-1', 'item-2', 'item-3'])
    expect(sectionItemPath('talks', ITEMS[1]!._id)).toBe('/talks#item-2')
    own.unmount()
    const home = show(layout, 2)
    expect(items(home.container)).toEqual(['', '', ''])
  })

  it('lets an item written right to left read in its own direction', () => {
    show(layout, 1, FIELDS, [item(1, { title: 'جائزة أفضل مشروع', subtitle: 'مؤتمر' })])
    const heading = screen.getByRole('heading', { level: 2 })
    expect(heading.parentElement?.getAttribute('dir')).toBe('auto')
  })
})

describe('the cards layout', () => {
  it('draws each image at its size, the title as its text, lazily but for the first on the page', () => {
    show('cards')
    const image = screen.getByRole('img', { name: 'Zero-downtime migrations' })
    expect(image.getAttribute('width')).toBe('1280')
    expect(image.getAttribute('height')).toBe('800')
    expect(image.getAttribute('loading')).toBe('eager')
    expect(image.closest('picture')?.querySelectorAll('source')).toHaveLength(2)
  })

  it('loads every image lazily on the home page', () => {
    show('cards', 2)
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy')
  })

  it('draws a panel for an item without an image, and none at all without an image field', () => {
    const { container, unmount } = show('cards')
    expect(container.querySelectorAll('.project-media')).toHaveLength(3)
    expect(container.querySelectorAll('.project-placeholder')).toHaveLength(2)
    unmount()
    const withoutImages = show(
      'cards',
      1,
      FIELDS.filter((field) => field.kind !== 'image'),
      ITEMS.map(({ image: _, ...entry }) => entry),
    )
    expect(withoutImages.container.querySelectorAll('.project-media')).toHaveLength(0)
  })
})

describe('the list and timeline layouts', () => {
  it('keep a column for the date only when the section has a date field', () => {
    const undated = FIELDS.filter((field) => field.kind !== 'date')
    const plain = ITEMS.map(({ date: _, ...entry }) => entry)
    expect(show('list').container.querySelectorAll('.section-row-dated')).toHaveLength(3)
    expect(show('list', 1, undated, plain).container.querySelector('.section-row-dated')).toBeNull()
    expect(
      show('timeline', 1, undated, plain).container.querySelectorAll('.timeline-card-undated'),
    ).toHaveLength(3)
  })

  it('show an image as a lazy thumbnail named by the title', () => {
    show('list')
    const image = screen.getByRole('img', { name: 'Zero-downtime migrations' })
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.className).toContain('section-thumbnail')
  })
})

describe("a custom section's field labels in another language", () => {
  it('marks each label with its own language when it is not the page’s, heard and on links', () => {
    // The page is English here: labels the section says are German carry lang="de".
    const german = {
      ...section('list', [
        { kind: 'title', label: 'Vortrag' },
        { kind: 'subtitle', label: 'Veranstaltung' },
        { kind: 'link', label: 'Folien' },
      ]),
      textLanguages: { 'fields.0.label': 'de', 'fields.1.label': 'de', 'fields.2.label': 'de' },
    }
    render(
      <CustomSection
        content={{
          section: german,
          items: [
            item(1, {
              subtitle: 'Example Conf',
              link: { url: 'https://example.com/slides', label: '' },
            }),
          ],
        }}
        level={1}
      />,
    )
    const heard = screen.getByText('Veranstaltung:', { exact: false })
    expect(heard).toHaveClass('sr-only')
    expect(heard).toHaveAttribute('lang', 'de')
    expect(screen.getByText('Folien')).toHaveAttribute('lang', 'de')
  })

  it("marks an item's own link label left in another language, and not one in the page's", () => {
    // The page is English here: a label the item says is German carries lang="de".
    render(
      <CustomSection
        content={{
          section: section('list', [
            { kind: 'title', label: 'Talk' },
            { kind: 'link', label: 'Video' },
            { kind: 'link2', label: 'Slides' },
          ]),
          items: [
            {
              ...item(1, {
                link: { url: 'https://example.com/video', label: 'Vortrag ansehen' },
                link2: { url: 'https://example.com/slides', label: 'Read the slides' },
              }),
              textLanguages: { title: 'en', 'link.label': 'de', 'link2.label': 'en' },
            },
          ],
        }}
        level={1}
      />,
    )
    expect(screen.getByText('Vortrag ansehen')).toHaveAttribute('lang', 'de')
    expect(screen.getByText('Vortrag ansehen').closest('a')).toHaveAttribute(
      'href',
      'https://example.com/video',
    )
    expect(screen.getByText('Read the slides')).not.toHaveAttribute('lang')
  })
})
