import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type {
  CONTENT_TYPES,
  ContentRecord,
  ContentTextInput,
  ContentTypeKey,
} from '@contract/content-types.ts'
import type { Database } from '@/db/schema.ts'
import type { PublicRecord, WithMedia } from '@web/load-context.ts'
import type { ContentColumns } from '../collections/ordered-repository.ts'
import type { BodyImageTable } from '../media/body-images.ts'
import type { ResumeMapping } from '../resume/resume-mapping.ts'

export type TableOf<K extends ContentTypeKey> = (typeof CONTENT_TYPES)[K]['table']
/** A stored row of a content type. */
type ListRow<K extends ContentTypeKey> = Selectable<Database[TableOf<K>]>
/** Every column an add writes (position and times are the repository's). */
export type ListColumns<K extends ContentTypeKey> = ContentColumns<TableOf<K>>
/** The columns an input writes: the image columns are the image pipeline's (record-image.ts). */
type TextColumns<K extends ContentTypeKey> = Omit<ListColumns<K>, 'image_hash' | 'image_url'>

/** The demo's records of a type, and how they are told from the owner's own. */
interface ListDemo<K extends ContentTypeKey> {
  /** The records a never-used database gets, in the order they are shown (images stored first). */
  records(app: FastifyInstance): Promise<ListColumns<K>[]>
  /**
   * The Markdown its records render (a demo case study): the build renders it ahead
   * (scripts/build-demo-images.ts), so a first start loads no Markdown renderer.
   */
  markdown?: readonly string[]
  /**
   * The SVGs of the demo's pictures: the build draws them and their variants ahead
   * (scripts/build-demo-images.ts), so a first start encodes nothing.
   */
  pictures?: readonly string[]
  /**
   * A column whose demo values no owner writes (a "(demo)" title, a placeholder text): "Remove
   * the demo content" deletes the rows holding one. Left out, the demo's records are kept (the
   * demo's skills are real technology names an owner may well keep).
   */
  marker?: { column: keyof TextColumns<K> & string; values: readonly string[] }
}

/**
 * What is a content type's own on the server, beside its description in contract/content-types.ts:
 * how its rows become wire records and inputs become columns, its demo records and its JSON Resume
 * mapping. Routes, repositories, history, the trash, backups, public pages, the sitemap, the demo,
 * and the JSON Resume export and import are derived from these entries (registry.ts); no hub
 * imports a type's module.
 */
export interface ListContent<K extends ContentTypeKey> {
  readonly type: (typeof CONTENT_TYPES)[K]
  /** The one place a row becomes the record its API answers. */
  present(row: ListRow<K>): ContentRecord<K>
  /** The columns an add or update writes (a field left out keeps what is stored). */
  columns(input: ContentTextInput<K>): TextColumns<K>
  /**
   * Work a write needs before it starts: checks that may refuse it, columns made from the input
   * asynchronously (rendered Markdown). `existingId` on an update.
   */
  prepare?(
    app: FastifyInstance,
    input: ContentTextInput<K>,
    existingId?: number,
  ): Promise<Partial<ListColumns<K>>>
  /**
   * Columns every write of an input makes from it asynchronously, a JSON Resume import's too (a
   * case study's HTML, rendered from its Markdown once, when saved).
   */
  derive?(app: FastifyInstance, input: ContentTextInput<K>): Promise<Partial<ListColumns<K>>>
  /**
   * Stored images a record shows beyond its own (a project's gallery and case study): the table
   * that keeps them while the record exists (media/body-images.ts), and which ones a row names.
   * Every add and change keeps them (collection-routes.ts); the trash keeps them with a deleted
   * record and puts them back with it; the demo and an import keep those of the records they
   * write.
   */
  keptImages?: { table: BodyImageTable; of(row: ListRow<K>): string[] }
  /**
   * How the type's API lists read their rows (in the owner's order) when a column no record shows
   * is large: a project's case study HTML is most of its row, and a list of a thousand read it as
   * ten megabytes only to drop it. The repository's whole rows otherwise.
   */
  listRows?(app: FastifyInstance): Promise<ListRow<K>[]>
  /** What public pages show beside a record (a skill's technology logo). */
  decorate?(record: WithMedia<ContentRecord<K>>): PublicRecord<K>
  demo: ListDemo<K>
  /** How the type travels in a JSON Resume document, both ways; left out, it does not. */
  resume?: ResumeMapping<K>
}

/** A content type's entry, whichever type (what hubs iterate over). */
// Each entry is typed by its own key; a hub walking all of them sees the common shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListContent = ListContent<any>

/** Declares a type's server entry, checked against its own key's types. */
export const listContent = <K extends ContentTypeKey>(entry: ListContent<K>) => entry
