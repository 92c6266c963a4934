import type { TObject } from 'typebox'
import { describe, expect, it } from 'vitest'
import { CONTENT_TYPE_LIST } from './content-types.ts'
import { HISTORY_TYPES } from './history.ts'
import { LIMITS, SECTION_LIMITS } from './limits.ts'
import { FIELD_KINDS, TRANSLATABLE_FIELD_KINDS } from './section.ts'
import { DECLARED_TEXTS, TRANSLATABLE_KINDS, translatableKind } from './translations.ts'

/** The text fields of a schema: every property whose values are strings (plain or chosen from a list). */
function textFields(schema: TObject): string[] {
  return Object.entries(schema.properties as Record<string, { type?: unknown; enum?: unknown[] }>)
    .filter(
      ([, property]) =>
        property.type === 'string' ||
        (Array.isArray(property.enum) && property.enum.every((value) => typeof value === 'string')),
    )
    .map(([name]) => name)
}

describe('every kind of record declares its texts', () => {
  const kinds = Object.entries(DECLARED_TEXTS)

  it('covers every kind history keeps, once', () => {
    expect(kinds.map(([name]) => name).sort()).toEqual(
      HISTORY_TYPES.map((type) => type.name).sort(),
    )
  })

  it.each(kinds.filter(([, declared]) => declared !== null))(
    '%s: each text field of its input is translatable or shared, never both',
    (_name, declared) => {
      const { input, texts } = declared!
      const listed = [...texts.translatable, ...texts.shared]
      expect(new Set(listed).size).toBe(listed.length)
      expect(listed.filter((field) => !(field.split('.')[0]! in input.properties))).toEqual([])
      // A sub-field translated (`link.label`): its object is shared, the rest of it with it.
      const objects = texts.translatable.filter((field) => field.includes('.'))
      expect(objects.filter((field) => !texts.shared.includes(field.split('.')[0]!))).toEqual([])
      expect(textFields(input).filter((field) => !listed.includes(field))).toEqual([])
      if (texts.markdown) expect(texts.translatable).toContain(texts.markdown)
    },
  )

  it.each(CONTENT_TYPE_LIST.map((type) => [type.key, type] as const))(
    '%s: each text field of its record is declared too',
    (_key, type) => {
      const listed = [...type.texts.translatable, ...type.texts.shared, '_id']
      expect(textFields(type.record as TObject).filter((field) => !listed.includes(field))).toEqual(
        [],
      )
    },
  )

  it('gives each translatable field the limit and the name of the field it translates', () => {
    const project = translatableKind('project')!
    expect(project.fields.find((field) => field.field === 'title')).toMatchObject({
      label: 'Title',
      maxLength: LIMITS.shortText,
      markdown: false,
    })
    expect(project.fields.find((field) => field.field === 'body')?.markdown).toBe(true)
    expect(translatableKind('userdetails')!.fields[0]).toMatchObject({
      field: 'profone',
      wire: ['prof', '1st'],
    })
  })

  it("derives a custom section item's translatable fields from their kinds", () => {
    const item = translatableKind('section-item')!
    expect(item.bySectionFields).toBe(true)
    expect(item.fields.map((field) => field.field)).toEqual([
      'title',
      'subtitle',
      'place',
      'link.label',
      'link2.label',
      'tags',
      'text',
    ])
    expect(item.fields.map((field) => field.field)).not.toContain('link')
    // Dates and images are shared whole: nothing of theirs is translated.
    const shared: readonly string[] = FIELD_KINDS.filter(
      (kind) => TRANSLATABLE_FIELD_KINDS[kind] === false,
    )
    expect(shared).toEqual(['date', 'image'])
    expect(item.fields.filter((field) => shared.includes(field.field.split('.')[0]!))).toEqual([])
  })

  it("translates a link's label, not its address, named and limited as the label's own schema", () => {
    const item = translatableKind('section-item')!
    expect(item.texts.shared).toEqual(expect.arrayContaining(['link', 'link2']))
    expect(item.fields.filter((field) => field.within !== undefined)).toEqual([
      expect.objectContaining({
        field: 'link.label',
        label: 'Link label',
        maxLength: SECTION_LIMITS.linkLabel,
        wire: ['link', 'label'],
        within: 'link',
      }),
      expect.objectContaining({
        field: 'link2.label',
        label: 'Second link label',
        maxLength: SECTION_LIMITS.linkLabel,
        wire: ['link2', 'label'],
        within: 'link2',
      }),
    ])
  })

  it('leaves out posts, which are written per language as posts of their own', () => {
    expect(TRANSLATABLE_KINDS.map((kind) => kind.type)).not.toContain('post')
    expect(translatableKind('skill')).toBeUndefined()
  })
})
