import type { ContentType } from '@contract/content-types.ts'

interface FieldSchema {
  title?: string
  type?: string
  minLength?: number
  maxLength?: number
  pattern?: string
}

const isLink = (field: FieldSchema) => field.pattern?.startsWith('^(https?://') ?? false

/**
 * A valid input of a content type, made from its contract schema alone (so a type added to the
 * registry gets samples without anyone writing them): every text field that takes free text gets
 * a distinct value naming the field, links an example address; fields a client may leave out are
 * left out, and so is the image (the caller sends one if the type takes it). `n` makes samples of
 * one type differ.
 */
export function sampleInput(type: Pick<ContentType, 'input'>, n = 1): Record<string, string> {
  const schema = type.input as { properties: Record<string, FieldSchema>; required?: string[] }
  const sample: Record<string, string> = {}
  for (const [name, field] of Object.entries(schema.properties)) {
    if (name === 'image' || name === 'removeImage' || field.type !== 'string') continue
    // Fields a client may leave out (a project's case study) are left out.
    if (!(schema.required?.includes(name) ?? false)) continue
    if (isLink(field)) {
      sample[name] = `https://example.com/${name}/${n}`
    } else if (!field.pattern) {
      const text = `Sample ${field.title ?? name} ${n}`
      sample[name] = text.slice(0, field.maxLength ?? text.length)
    } else {
      throw new Error(`No sample for the required field ${name}: give it a free-text shape`)
    }
  }
  return sample
}
