import { Type, type Static, type TSchema } from 'typebox'
import { Id, ImageFile } from './common.ts'
import { CONTENT_ICONS, type ContentIcon } from './content-types.ts'
import { SECTION_LIMITS } from './limits.ts'
import { SLUG_PATTERN } from './post.ts'
import { subField, type TextFields } from './text-fields.ts'

/**
 * Custom sections (docs/decisions/0016): sections the owner makes (Talks, Awards…) at an address
 * of their own, with a layout and the fields their items have, chosen from a fixed set of kinds,
 * each with the owner's label. A field's kind is also where an item keeps its value, so a field
 * removed and added again finds its values back.
 */

/** Every kind of field, in the order a form shows them; each at most once in a section. */
export const FIELD_KINDS = [
  'title',
  'subtitle',
  'place',
  'date',
  'link',
  'link2',
  'tags',
  'text',
  'image',
] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

/**
 * Which kinds of field hold words a visitor reads, written per language (an item's translatable
 * fields are its section's fields of these kinds); the others are shared by every language.
 * Tags are translated as one text, the tags separated by commas (contract/translations.ts). A
 * link is shared (its address), all but the sub-fields listed: its label, the words a visitor
 * reads ("Watch the talk"), is written per language.
 */
export const TRANSLATABLE_FIELD_KINDS: Readonly<Record<FieldKind, boolean | readonly string[]>> = {
  title: true,
  subtitle: true,
  place: true,
  date: false,
  link: ['label'],
  link2: ['label'],
  tags: true,
  text: true,
  image: false,
}

/** What a new field of each kind is called until the owner names it. */
export const FIELD_KIND_NAMES: Record<FieldKind, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  place: 'Place',
  date: 'Date or period',
  link: 'Link',
  link2: 'Second link',
  tags: 'Tags',
  text: 'Text',
  image: 'Image',
}

const SECTION_LAYOUTS = ['list', 'cards', 'timeline'] as const

/**
 * The JSON Resume lists a section can travel in (export and import); a section mapped to none
 * travels in Vitrine's `x-vitrine` extension, which import reads back.
 */
export const SECTION_RESUME_LISTS = [
  'awards',
  'publications',
  'volunteer',
  'languages',
  'interests',
  'projects',
  'references',
] as const
export type SectionResumeList = (typeof SECTION_RESUME_LISTS)[number]

/** A section's place in the home page's order (contract/home-sections.ts): a colon no built-in key has. */
export const sectionHomeKey = (id: number | string) => `section:${String(id)}`

/**
 * The id of an item on its section's own page, and the address that leads to it there (search
 * results link an item this way). Prefixed: a bare number is not a valid CSS selector.
 */
export const sectionItemAnchor = (itemId: number | string) => `item-${String(itemId)}`
export const sectionItemPath = (address: string, itemId: number | string) =>
  `/${address}#${sectionItemAnchor(itemId)}`

const oneOf = <T extends string>(values: readonly T[], title: string, errorMessage: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], title, errorMessage })

export const SectionField = Type.Object(
  {
    kind: oneOf(FIELD_KINDS, 'Kind', `A field's kind is one of ${FIELD_KINDS.join(', ')}`),
    label: Type.String({
      minLength: 1,
      maxLength: SECTION_LIMITS.label,
      title: 'Label',
      description: `The field's name on the site and in the dashboard, at most ${SECTION_LIMITS.label} characters`,
    }),
  },
  { additionalProperties: false },
)
export type SectionField = Static<typeof SectionField>

const sectionFields = {
  name: Type.String({
    minLength: 1,
    maxLength: SECTION_LIMITS.name,
    title: 'Name',
    description: `The section's heading, like Talks: at most ${SECTION_LIMITS.name} characters`,
  }),
  address: Type.String({
    minLength: 1,
    maxLength: SECTION_LIMITS.address,
    pattern: SLUG_PATTERN,
    title: 'Address',
    description: 'The section lives at /<address>: lowercase letters, digits and hyphens',
    errorMessage: 'An address is lowercase letters, digits and hyphens, like talks',
  }),
  intro: Type.String({
    maxLength: SECTION_LIMITS.intro,
    title: 'Intro',
    description: `A short introduction, at most ${SECTION_LIMITS.intro} characters`,
  }),
  icon: oneOf<ContentIcon>(CONTENT_ICONS, 'Icon', `An icon is one of ${CONTENT_ICONS.join(', ')}`),
  layout: oneOf(SECTION_LAYOUTS, 'Layout', 'A layout is list, cards or timeline'),
  resumeList: Type.Union(
    [
      oneOf(
        SECTION_RESUME_LISTS,
        'JSON Resume list',
        `A JSON Resume list is one of ${SECTION_RESUME_LISTS.join(', ')}, or null`,
      ),
      Type.Null(),
    ],
    {
      title: 'JSON Resume list',
      description:
        "The JSON Resume list its items travel in on export and import; null: Vitrine's x-vitrine extension",
    },
  ),
  fields: Type.Array(SectionField, {
    minItems: 1,
    maxItems: FIELD_KINDS.length,
    title: 'Fields',
    description:
      'The fields its items have, in order, each kind at most once; the title is always there (first when not listed)',
  }),
  position: Type.Integer({
    minimum: 1,
    maximum: SECTION_LIMITS.sections,
    title: 'Position',
    description: 'Its place among the sections, from 1',
  }),
}

/** A new section: a name, an address and its fields at least. */
export const SectionInput = Type.Object(
  {
    name: sectionFields.name,
    address: sectionFields.address,
    intro: Type.Optional(sectionFields.intro),
    icon: Type.Optional(sectionFields.icon),
    layout: Type.Optional(sectionFields.layout),
    resumeList: Type.Optional(sectionFields.resumeList),
    fields: sectionFields.fields,
    position: Type.Optional(sectionFields.position),
  },
  { additionalProperties: false },
)
export type SectionInput = Static<typeof SectionInput>

/**
 * A section's texts: its name, intro and its fields' labels are written per language (a field's
 * label by its kind, which a section has once); its address is shared.
 */
export const SECTION_TEXTS: TextFields = {
  translatable: ['name', 'intro'],
  shared: ['address', 'icon', 'layout'],
  entries: { fields: { entry: SectionField, noun: 'Field', translatable: ['label'], key: 'kind' } },
}

/** A change: only what is sent changes; new `fields` replace the list (items keep their values). */
export const SectionUpdate = Type.Partial(SectionInput, { additionalProperties: false })
export type SectionUpdate = Static<typeof SectionUpdate>

export const Section = Type.Object({
  _id: Id,
  address: Type.String(),
  name: Type.String(),
  intro: Type.String(),
  icon: Type.String(),
  layout: Type.String(),
  resumeList: Type.Union([Type.String(), Type.Null()]),
  fields: Type.Array(SectionField),
  /** Its key in the home page's order (site settings' homeSections). */
  homeKey: Type.String(),
  position: Type.Integer({ minimum: 1 }),
  updatedAt: Type.String({ format: 'date-time' }),
})
export type Section = Static<typeof Section>

/** Partial dates: a year, a month or a day. */
const DATE_PATTERN = '^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$'
const PartialDate = (title: string) =>
  Type.String({
    pattern: DATE_PATTERN,
    title,
    errorMessage: `${title} is a year, a month or a day, like 2024, 2024-05 or 2024-05-17`,
  })

const ItemLink = (title: string) =>
  Type.Object(
    {
      url: Type.String({
        maxLength: SECTION_LIMITS.url,
        pattern: '^https?://[^\\s]+$',
        title: `${title} address`,
        errorMessage: `${title} must be a web address starting with https://`,
      }),
      label: Type.String({
        maxLength: SECTION_LIMITS.linkLabel,
        title: `${title} label`,
      }),
    },
    { additionalProperties: false, title },
  )

const Line = (title: string, minLength = 0) =>
  Type.String({ minLength, maxLength: SECTION_LIMITS.line, title })

/** The value of each kind of field (the image comes through the image pipeline, not here). */
const ITEM_VALUES = {
  title: Line('Title', 1),
  subtitle: Line('Subtitle'),
  place: Line('Place'),
  date: Type.Object(
    {
      start: PartialDate('Start'),
      end: Type.Optional(
        Type.Union([PartialDate('End'), Type.Literal('present')], {
          title: 'End',
          errorMessage: 'End is a year, a month or a day, or present',
        }),
      ),
    },
    { additionalProperties: false, title: 'Date' },
  ),
  link: ItemLink('Link'),
  link2: ItemLink('Second link'),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: SECTION_LIMITS.tag, title: 'Tag' }), {
    maxItems: SECTION_LIMITS.tags,
    title: 'Tags',
  }),
  text: Type.String({ maxLength: SECTION_LIMITS.text, title: 'Text' }),
} satisfies Partial<Record<FieldKind, TSchema>>

/** An item's values by field kind, as stored and answered. */
export type ItemValues = Partial<{
  [K in keyof typeof ITEM_VALUES]: Static<(typeof ITEM_VALUES)[K]>
}>

/**
 * An item as sent: the values of the section's fields, by kind; the title always. The server
 * also refuses a field the section does not have (its stored definition), in words. An update
 * replaces the values of the section's current fields; values of fields it no longer has stay.
 */
export const SectionItemInput = Type.Object(
  {
    title: ITEM_VALUES.title,
    subtitle: Type.Optional(ITEM_VALUES.subtitle),
    place: Type.Optional(ITEM_VALUES.place),
    date: Type.Optional(ITEM_VALUES.date),
    link: Type.Optional(ITEM_VALUES.link),
    link2: Type.Optional(ITEM_VALUES.link2),
    tags: Type.Optional(ITEM_VALUES.tags),
    text: Type.Optional(ITEM_VALUES.text),
  },
  { additionalProperties: false },
)
export type SectionItemInput = Static<typeof SectionItemInput>

/**
 * An item's texts, from the kinds of its fields (TRANSLATABLE_FIELD_KINDS): a link is shared, its
 * label translatable by its path (`link.label`).
 */
export const SECTION_ITEM_TEXTS: TextFields = {
  translatable: FIELD_KINDS.flatMap((kind) => {
    const translatable = TRANSLATABLE_FIELD_KINDS[kind]
    if (translatable === true) return [kind]
    return translatable === false ? [] : translatable.map((sub) => subField(kind, sub))
  }),
  // The image travels apart (the image pipeline), not in the item's input.
  shared: FIELD_KINDS.filter((kind) => TRANSLATABLE_FIELD_KINDS[kind] !== true && kind !== 'image'),
}

/** An item as answered: its id and the values of the section's current fields only. */
export const SectionItem = Type.Object({
  _id: Id,
  section: Id,
  ...SectionItemInput.properties,
  /** Its image's URL, when the section has the image field and the item an image. */
  image: Type.Optional(Type.String()),
  position: Type.Integer({ minimum: 1 }),
  updatedAt: Type.String({ format: 'date-time' }),
})
export type SectionItem = Static<typeof SectionItem>

export const SectionIdParams = Type.Object({ id: Id }, { additionalProperties: false })
export const SectionItemParams = Type.Object(
  { id: Id, itemId: Id },
  { additionalProperties: false },
)
export type SectionItemParams = Static<typeof SectionItemParams>

/** An item's new image: multipart with one file (the one image pipeline checks and re-encodes it). */
export const SectionItemImageBody = Type.Object(
  { image: ImageFile },
  { additionalProperties: false },
)

export const SectionAddressParams = Type.Object({
  address: Type.String({ maxLength: 200, title: 'Address' }),
})

export const SectionItemOrder = Type.Object(
  {
    ids: Type.Array(Id, {
      maxItems: SECTION_LIMITS.items,
      title: 'Items',
      description: "Every item's id once, in the new order",
    }),
  },
  { additionalProperties: false },
)

const ok = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data, message: Type.Optional(Type.String()) })

export const SectionListResponse = ok(Type.Array(Section))
export const SectionResponse = ok(Section)
export const SectionWithItemsResponse = ok(
  Type.Object({ section: Section, items: Type.Array(SectionItem) }),
)
export const SectionItemResponse = ok(SectionItem)
export const SectionItemListResponse = ok(Type.Array(SectionItem))

export const SECTION_MESSAGES = {
  added: 'Section Added Successfully',
  updated: 'Section Updated Successfully',
  deleted: 'Section Deleted Successfully',
  itemAdded: 'Item Added Successfully',
  itemUpdated: 'Item Updated Successfully',
  itemDeleted: 'Item Deleted Successfully',
  reordered: 'Order Updated Successfully',
  imageUpdated: 'Image Updated Successfully',
  imageRemoved: 'Image Removed Successfully',
  noImageField: (name: string) =>
    `The section “${name}” has no image field: add it to the section first`,
  notFound: 'Section not found',
  tooMany: `A site has at most ${SECTION_LIMITS.sections} sections: delete one before adding another`,
  tooManyItems: (name: string) =>
    `The section “${name}” has at most ${SECTION_LIMITS.items} items: delete one before adding another`,
  fieldTwice: (kind: string) => `A section has each kind of field once: “${kind}” is listed twice`,
  noSuchField: (name: string, kind: string) =>
    `The section “${name}” has no field “${kind}”: add it to the section first`,
  endBeforeStart: 'A period ends after it starts',
  badOrder: 'The order must list every item of the section once, by id',
} as const
