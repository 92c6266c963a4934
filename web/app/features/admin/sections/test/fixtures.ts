import type { Section, SectionItem } from '@contract/section.ts'
import { answer } from '@/features/admin/test/render-with-router.tsx'

/** "Talks" as the owner set it up: an event, a period, slides and an image. */
export const TALKS: Section = {
  _id: '4',
  address: 'talks',
  name: 'Talks',
  intro: 'Where I spoke.',
  icon: 'message-circle',
  layout: 'cards',
  resumeList: null,
  fields: [
    { kind: 'title', label: 'Talk' },
    { kind: 'subtitle', label: 'Event' },
    { kind: 'date', label: 'Period' },
    { kind: 'link', label: 'Slides' },
    { kind: 'image', label: 'Image' },
  ],
  homeKey: 'section:4',
  position: 1,
  updatedAt: '2026-01-02T10:00:00.000Z',
}

export const talk = (id: string, title: string, more: Partial<SectionItem> = {}): SectionItem => ({
  _id: id,
  section: '4',
  title,
  position: Number(id),
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...more,
})

/** The answers of the sections' reads: the list, and each section's items by its address. */
export function sectionReads(sections: Section[], items: Record<string, SectionItem[]> = {}) {
  return {
    'GET /api/sections': () => answer(200, { success: true, data: sections }),
    ...Object.fromEntries(
      sections.map((section) => [
        `GET /api/sections/${section.address}`,
        () => answer(200, { success: true, data: { section, items: items[section._id] ?? [] } }),
      ]),
    ),
  }
}
