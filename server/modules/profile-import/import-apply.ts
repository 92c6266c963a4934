import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { CONTENT_TYPE_LIST, CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types.ts'
import {
  IMPORT_MESSAGES,
  type ImportChoices,
  type ImportSummary,
} from '@contract/profile-import.ts'
import type { SocialLink } from '@contract/site-settings.ts'
import type { Database, ImportRow, SectionItemRow, SectionRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { contentRepository } from '../collections/ordered-repository.ts'
import type { EncodedImage } from '../media/image-processing.ts'
import { sectionsRepository } from '../sections/sections-repository.ts'
import { siteSettingsRepository } from '../site-settings/site-settings-repository.ts'
import { valuesOf } from '../sections/sections-presenter.ts'
import type { PlannedItem, ResolvedImport } from './import-plan.ts'

/**
 * What an import changed, kept so that it can be undone as one step: each record it added (undo
 * removes it, to the trash) and each it replaced with the row as it was (undo puts that back).
 */
type Changed =
  | { kind: 'type'; key: ContentTypeKey; id: number }
  | { kind: 'profile'; id: number }
  | { kind: 'section'; id: number }
  | { kind: 'section-item'; section: number; id: number }
  /** A social link of the site settings, by its address. */
  | { kind: 'link'; url: string }
  /** The site settings as a whole (a JSON Resume's contact details). */
  | { kind: 'settings' }

export interface Changes {
  added: Changed[]
  replaced: (Changed & { before: Record<string, unknown> })[]
  /**
   * Records the import sent to the trash (a JSON Resume replaces whole lists), by their history
   * kind: undo puts each back from the trash while it is still there.
   */
  removed?: { type: string; id: number }[]
}

const settingsOf = (app: FastifyInstance, trx: Transaction<Database>) =>
  siteSettingsRepository(trx, app.config, app.repositories.history.journal('settings'))

/** Columns a put-back leaves as they are: the record keeps its id, place and creation. */
const KEPT = new Set(['id', 'position', 'created_at', 'updated_at'])
const columnsOf = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !KEPT.has(column)))

function sections(app: FastifyInstance, trx: Transaction<Database>) {
  const { history } = app.repositories
  return sectionsRepository(trx, {
    section: history.journal<SectionRow>('section'),
    item: history.journal<SectionItemRow>('section-item'),
  })
}

/** The choices against the plan: an id or a section it does not have is refused in words. */
function checkChoices(plan: ResolvedImport, choices: ImportChoices) {
  for (const id of [...choices.leaveOut, ...choices.replace]) {
    if (!plan.items.has(id)) throw errors.badRequest(IMPORT_MESSAGES.unknownItem(id))
  }
  for (const key of choices.createSections) {
    if (!plan.newSections.has(key)) throw errors.badRequest(IMPORT_MESSAGES.unknownSection(key))
  }
}

const undoUntil = (app: FastifyInstance, at: string) =>
  new Date(Date.parse(at) + app.config.trashDays * 24 * 60 * 60 * 1000).toISOString()

export function presentImport(app: FastifyInstance, row: ImportRow): ImportSummary {
  return {
    _id: String(row.id),
    source: row.source,
    summary: row.summary,
    added: row.added,
    replaced: row.replaced,
    at: row.created_at,
    undoneAt: row.undone_at,
    undoUntil: undoUntil(app, row.created_at),
  }
}

/** "entry" → "entries", "skill" → "skills". */
const plural = (noun: string) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`)
const counted = (count: number, noun: string) => `${count} ${count === 1 ? noun : plural(noun)}`

/** "the profile, 3 experience entries, 12 skills and 2 items in the new section Languages". */
export function summaryOf(counts: Map<string, number>): string {
  const order = ['profile', 'links', ...CONTENT_TYPE_LIST.map((type) => type.key)]
  const rank = (what: string) => (order.includes(what) ? order.indexOf(what) : order.length)
  const parts = [...counts]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([what, count]) => {
      if (what === 'profile') return 'the profile'
      if (what === 'links') return counted(count, 'link')
      if (what.startsWith('section:')) return `${counted(count, 'item')} in ${what.slice(8)}`
      return counted(count, CONTENT_TYPES[what as ContentTypeKey].noun)
    })
  if (parts.length === 0) return 'nothing'
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/**
 * Applies the plan as the owner chose, in one transaction: new items are added unless left out,
 * duplicates are skipped unless the owner asked to replace them, sections are created when asked
 * (their items are left out otherwise), problems are never written. History records each write as
 * any owner write does, and the import row keeps what undo needs. Any failure rolls it all back.
 * A `photo` (already checked and re-encoded as an upload is) is stored in the same transaction and
 * becomes the profile's photo, so undo puts the previous one back with the rest of the profile.
 */
export async function applyImport(
  app: FastifyInstance,
  plan: ResolvedImport,
  choices: ImportChoices,
  photo?: EncodedImage,
): Promise<ImportRow> {
  checkChoices(plan, choices)
  const leaveOut = new Set(choices.leaveOut)
  const replace = new Set(choices.replace)
  const create = new Set(choices.createSections)
  const chosen = [...plan.items.values()].filter((item) => {
    if (leaveOut.has(item.wire.id) || !item.write) return false
    if (item.place?.kind === 'new' && !create.has(`section:${item.place.address}`)) return false
    if (item.wire.status === 'new') return true
    return item.wire.status === 'duplicate' && replace.has(item.wire.id)
  })
  const changes: Changes = { added: [], replaced: [] }
  // What was written, in the order the preview shows it, for the summary in words.
  const counts = new Map<string, number>()
  const count = (what: string) => counts.set(what, (counts.get(what) ?? 0) + 1)

  // Checked before the transaction: the address book reads outside it (a page may have taken the
  // address since the preview).
  const toCreate = [...create].filter((key) => {
    const place = plan.newSections.get(key)
    return chosen.some((item) => item.place === place)
  })
  for (const key of toCreate) {
    await app.addressBook.check(plan.newSections.get(key)!.address, { owner: 'section' })
  }

  const write = async (trx: Transaction<Database>, photoHash?: string) => {
    const repository = sections(app, trx)
    const createdSections = new Map<string, SectionRow>()
    const now = new Date().toISOString()
    for (const key of toCreate) {
      const place = plan.newSections.get(key)!
      const row = await repository.create({
        address: place.address,
        name: place.spec.name,
        intro: '',
        icon: place.spec.icon,
        layout: place.spec.layout,
        resume_list: place.spec.resumeList,
        fields: JSON.stringify(place.spec.fields),
        created_at: now,
        updated_at: now,
      })
      createdSections.set(key, row)
      changes.added.push({ kind: 'section', id: row.id })
    }

    // Each content type's new records in one insert, in the upload's order.
    const byType = new Map<ContentTypeKey, PlannedItem[]>()
    for (const item of chosen) {
      const target = item.candidate.target!
      if (target.kind === 'type' && item.existingId === undefined) {
        byType.set(target.key, [...(byType.get(target.key) ?? []), item])
      }
    }
    // Records from a place that can be asked again, by the id they have now (for a refresh).
    const origins: { id: number; origin: NonNullable<PlannedItem['candidate']['origin']> }[] = []
    for (const [key, items] of byType) {
      const rows = await contentRepository(app, key)
        .within(trx)
        .insertMany(items.map((item) => item.write!))
      rows.forEach((row, index) => {
        changes.added.push({ kind: 'type', key, id: Number(row.id) })
        const origin = items[index]?.candidate.origin
        if (origin) origins.push({ id: Number(row.id), origin })
        count(key)
      })
    }

    // The links: added after the stored ones, or replacing one with the same address.
    const linkItems = chosen.filter((item) => item.candidate.target?.kind === 'link')
    if (linkItems.length > 0) {
      const settings = settingsOf(app, trx)
      const current = await settings.get()
      const links = [...current.socialLinks]
      for (const item of linkItems) {
        const link = item.write as SocialLink
        if (item.existingId !== undefined && links[item.existingId]) {
          changes.replaced.push({
            kind: 'link',
            url: link.link,
            before: { ...links[item.existingId]! },
          })
          links[item.existingId] = link
        } else {
          links.push(link)
          changes.added.push({ kind: 'link', url: link.link })
        }
        count('links')
      }
      await settings.save({ ...current, socialLinks: links })
    }

    for (const item of chosen) {
      const target = item.candidate.target!
      const write = item.write!
      const existingId = item.existingId
      if (target.kind === 'link') continue
      if (target.kind === 'type') {
        if (existingId === undefined) continue
        const records = contentRepository(app, target.key).within(trx)
        const before = await records.findById(existingId)
        if (!before) continue
        await records.update(existingId, write)
        changes.replaced.push({ kind: 'type', key: target.key, id: existingId, before })
        if (item.candidate.origin) origins.push({ id: existingId, origin: item.candidate.origin })
        count(target.key)
      } else if (target.kind === 'profile') {
        const profiles = app.repositories.userDetails.within(trx)
        const current = await profiles.first()
        if (current) {
          await profiles.update(current.id, write)
          changes.replaced.push({ kind: 'profile', id: current.id, before: current })
        } else {
          const row = await profiles.create({
            ...(write as { name: string; title_1: string; title_2: string; title_3: string }),
            title_4: String(write.title_4 ?? ''),
            current_status: String(write.current_status ?? ''),
            image_hash: null,
            image_url: null,
          })
          if (row) changes.added.push({ kind: 'profile', id: row.id })
        }
        count('profile')
      } else {
        const place = item.place!
        const section =
          place.kind === 'stored' ? place.row : createdSections.get(`section:${place.address}`)!
        if (existingId !== undefined) {
          const before = await repository.findItem(section.id, existingId)
          if (!before) continue
          await repository.updateItem(section.id, existingId, { ...valuesOf(before), ...write })
          changes.replaced.push({
            kind: 'section-item',
            section: section.id,
            id: existingId,
            before,
          })
        } else {
          const row = await repository.addItem(section, write)
          changes.added.push({ kind: 'section-item', section: section.id, id: row.id })
        }
        count(
          `section:${createdSections.has(`section:${section.address}`) ? 'the new section ' : ''}${section.name}`,
        )
      }
    }

    for (const { id, origin } of origins) {
      await rememberOrigin(trx, id, origin.source, origin.repository, origin.values)
    }

    if (photoHash) {
      const profiles = app.repositories.userDetails.within(trx)
      const current = await profiles.first()
      const image = { image_hash: photoHash, image_url: null }
      if (current) {
        await profiles.update(current.id, image)
        // A profile item of this import recorded the row as it was before already.
        const recorded = [...changes.added, ...changes.replaced].some(
          (change) => change.kind === 'profile' && change.id === current.id,
        )
        if (!recorded) changes.replaced.push({ kind: 'profile', id: current.id, before: current })
      } else {
        // No profile yet: one with the owner's name and the photo, which undo removes.
        const row = await profiles.create({
          name: app.config.owner.name,
          title_1: '',
          title_2: '',
          title_3: '',
          title_4: '',
          current_status: '',
          ...image,
        })
        if (row) changes.added.push({ kind: 'profile', id: row.id })
      }
      if (!counts.has('profile')) count('profile')
    }

    return recordImport(trx, plan.wire.source, summaryOf(counts), changes)
  }

  // The photo's bytes are stored in the same transaction as the records (both or neither).
  return photo
    ? app.repositories.media.attach(photo, (hash, trx) => write(trx, hash))
    : app.database.db.transaction().execute((trx) => write(trx))
}

/** Where a project came from and the values written, replacing what was kept before. */
export async function rememberOrigin(
  trx: Transaction<Database>,
  projectId: number,
  source: string,
  repository: string,
  values: Record<string, string>,
) {
  await trx.deleteFrom('project_sources').where('project_id', '=', projectId).execute()
  await trx
    .insertInto('project_sources')
    .values({
      project_id: projectId,
      source,
      repository,
      imported: JSON.stringify(values),
      updated_at: new Date().toISOString(),
    })
    .execute()
}

/** The row that lets "Undo this import" undo what an import (or a refresh) changed. */
export function recordImport(
  trx: Transaction<Database>,
  source: string,
  summary: string,
  changes: Changes,
): Promise<ImportRow> {
  const addedCount = changes.added.filter((change) => change.kind !== 'section').length
  return trx
    .insertInto('imports')
    .values({
      source,
      summary,
      changes: JSON.stringify(changes),
      added: addedCount,
      replaced: changes.replaced.length + (changes.removed?.length ?? 0),
      created_at: new Date().toISOString(),
      undone_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * Undoes an import in one transaction: what it replaced is put back as it was (a record deleted
 * since stays deleted), what it added is removed to the trash (a section it created goes with its
 * items). Refused in words when there is no such import, when it was undone already, or when it
 * is older than the trash keeps things (TRASH_DAYS).
 */
export async function undoImport(
  app: FastifyInstance,
  id: number,
): Promise<{ removed: number; restored: number }> {
  return app.database.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) throw errors.notFound('Import')
    if (row.undone_at) throw errors.conflict(IMPORT_MESSAGES.alreadyUndone)
    if (Date.parse(undoUntil(app, row.created_at)) < Date.now()) {
      throw errors.badRequest(IMPORT_MESSAGES.undoExpired(app.config.trashDays))
    }
    const changes = JSON.parse(row.changes) as Changes
    const repository = sections(app, trx)
    let restored = 0
    let removed = 0
    const linkChanges = [...changes.added, ...changes.replaced].filter(
      (change) => change.kind === 'link',
    )
    if (linkChanges.length > 0) {
      const settings = settingsOf(app, trx)
      const current = await settings.get()
      let links = [...current.socialLinks]
      for (const change of changes.replaced) {
        if (change.kind !== 'link') continue
        const at = links.findIndex((link) => link.link === change.url)
        if (at !== -1) {
          links[at] = change.before as unknown as SocialLink
          restored += 1
        }
      }
      for (const change of changes.added) {
        if (change.kind !== 'link') continue
        const at = links.findIndex((link) => link.link === change.url)
        if (at !== -1) {
          links = links.filter((_, index) => index !== at)
          removed += 1
        }
      }
      await settings.save({ ...current, socialLinks: links })
    }
    for (const change of [...changes.replaced].reverse()) {
      const before = columnsOf(change.before)
      let back: unknown
      if (change.kind === 'type') {
        back = await contentRepository(app, change.key).within(trx).update(change.id, before)
      } else if (change.kind === 'profile') {
        back = await app.repositories.userDetails.within(trx).update(change.id, before)
      } else if (change.kind === 'link') {
        continue
      } else if (change.kind === 'settings') {
        const settings = settingsOf(app, trx)
        await settings.save(change.before as unknown as Awaited<ReturnType<typeof settings.get>>)
        back = true
      } else if (change.kind === 'section') {
        back = await repository.update(change.id, before as Parameters<typeof repository.update>[1])
      } else if (change.kind === 'section-item') {
        back = await repository.updateItem(
          change.section,
          change.id,
          JSON.parse(String(change.before.field_values)) as object,
        )
      }
      if (back) restored += 1
    }
    const createdSections = new Set(
      changes.added.filter((change) => change.kind === 'section').map((change) => change.id),
    )
    for (const change of [...changes.added].reverse()) {
      let gone: unknown
      if (change.kind === 'type') {
        gone = await contentRepository(app, change.key).within(trx).remove(change.id)
      } else if (change.kind === 'profile') {
        gone = await app.repositories.userDetails.within(trx).remove(change.id)
      } else if (change.kind === 'section-item') {
        // Its section, made by this import too, takes it along (one trash item for both).
        if (createdSections.has(change.section)) {
          gone = await repository.findItem(change.section, change.id)
        } else {
          gone = await repository.deleteItem(change.section, change.id)
        }
      } else if (change.kind === 'section') {
        await repository.delete(change.id)
        continue
      } else {
        continue
      }
      if (gone) removed += 1
    }
    // After the added ones are gone, so the put-back records take their places again.
    for (const change of changes.removed ?? []) {
      const back = await app.repositories.history.restoreTrashed(trx, change.type, change.id)
      if (back) restored += 1
    }
    await trx
      .updateTable('imports')
      .set({ undone_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute()
    return { removed, restored }
  })
}
