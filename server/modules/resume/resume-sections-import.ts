import type { FastifyInstance } from 'fastify'
import { SECTION_LIMITS } from '@contract/limits.ts'
import { customSectionKey, type ResumeSectionChange } from '@contract/resume.ts'
import { SECTION_MESSAGES } from '@contract/section.ts'
import { AppError } from '@/errors.ts'
import { itemCounts, type PortableSection } from '../sections/sections-resume.ts'
import { resolveImage } from './resume-images.ts'
import { SECTIONS_PATH, type IncomingSection } from './resume-sections-plan.ts'

/** Custom sections ready to write, and what the owner should know about each, by address. */
export interface ResolvedSections {
  sections: PortableSection[]
  /** Images of items left out (another site's: never fetched, and an item keeps no link). */
  notes: Map<string, string>
}

/** A note for images of another site an import leaves out (never fetched). */
export const imagesLeftOut = (count: number) =>
  `${count} ${count === 1 ? 'image' : 'images'} from another site left out: upload ${count === 1 ? 'it' : 'them'} again`

/**
 * What needs the database: addresses (the address book refuses the site's own and another
 * owner's, a page's), how many sections the site would have, and each item's image. An image of
 * this site is the same stored image; another site's is never fetched and, since an item keeps
 * only stored images, left out with a note.
 */
export async function resolveSections(
  app: FastifyInstance,
  incoming: IncomingSection[],
  problems: string[],
): Promise<ResolvedSections> {
  const stored = await app.repositories.sections.list()
  const storedIds = new Map(stored.map((row) => [row.address, row.id]))
  for (const { at, section } of incoming) {
    try {
      const id = storedIds.get(section.address)
      await app.addressBook.check(section.address, { owner: 'section', ...(id ? { id } : {}) })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      problems.push(`${at}.address: ${error.message}`)
    }
  }
  const addresses = new Set([
    ...storedIds.keys(),
    ...incoming.map(({ section }) => section.address),
  ])
  if (addresses.size > SECTION_LIMITS.sections) {
    problems.push(`${SECTIONS_PATH}: ${SECTION_MESSAGES.tooMany}`)
  }

  const resolved: ResolvedSections = { sections: [], notes: new Map() }
  for (const { section, items } of incoming) {
    let leftOut = 0
    const portable: PortableSection = { ...section, items: [] }
    for (const item of items) {
      const image = await resolveImage(app.database.db, item.image, app.config.publicUrl, problems)
      if (image.image_url !== null) leftOut += 1
      portable.items.push({
        values: { ...item.hidden, ...item.values },
        imageHash: image.image_hash,
      })
    }
    resolved.sections.push(portable)
    if (leftOut > 0) resolved.notes.set(section.address, imagesLeftOut(leftOut))
  }
  return resolved
}

/**
 * The summary's lines for custom sections: each stored one (replaced when the document brings
 * it, else kept), then each the document adds.
 */
export async function summarizeSections(
  app: FastifyInstance,
  incoming: IncomingSection[] | undefined,
  notes: Map<string, string>,
): Promise<ResumeSectionChange[]> {
  const stored = await app.repositories.sections.list()
  const counts = await itemCounts(app.database.db)
  const brought = new Map((incoming ?? []).map((section) => [section.section.address, section]))
  const change = (
    address: string,
    fields: Omit<ResumeSectionChange, 'section' | 'existing'>,
  ): ResumeSectionChange => {
    const note = notes.get(address)
    return {
      section: customSectionKey(address),
      ...fields,
      existing: counts.get(address) ?? 0,
      ...(note ? { note } : {}),
    }
  }
  const lines = stored.map((row) => {
    const replacing = brought.get(row.address)
    return replacing
      ? change(row.address, {
          name: replacing.section.name,
          from: replacing.from,
          action: 'replace',
          incoming: replacing.items.length,
        })
      : change(row.address, {
          name: row.name,
          from: row.resume_list ?? SECTIONS_PATH,
          action: 'keep',
          incoming: 0,
        })
  })
  const added = [...brought.values()].filter(
    ({ section }) => !stored.some((row) => row.address === section.address),
  )
  for (const { section, from, items } of added) {
    lines.push(
      change(section.address, {
        name: section.name,
        from,
        action: 'replace',
        incoming: items.length,
      }),
    )
  }
  return lines
}
