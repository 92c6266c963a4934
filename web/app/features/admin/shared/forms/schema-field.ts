import { describeProblem } from '@contract/validation-messages.ts'

/** The parts of a contract field schema (contract/common.ts) a form reads. */
interface FieldSchema {
  title?: string
  description?: string
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  errorMessage?: string
}

export interface ObjectSchema {
  properties: Record<string, unknown>
}

export interface SchemaField {
  label: string
  hint?: string
  /** Long texts (a description, a paragraph) get a text area; a web address never does. */
  multiline: boolean
  /** 'url' for a web address (the phone's keyboard for addresses), else 'text'. */
  inputType: 'url' | 'text'
  required: boolean
  maxLength?: number
  /** react-hook-form's check: the server's own words for the first problem, or true. */
  validate: (value: unknown) => string | true
}

/** A text is long enough for several lines from this many characters on. */
const MULTILINE_FROM = 1000

/**
 * A form field as its content type's contract declares it: label, help text and limits, and a
 * check that says what is wrong in the words the server would answer (contract/validation-messages),
 * before anything is sent.
 */
export function schemaField(object: ObjectSchema, name: string): SchemaField {
  const schema = (object.properties[name] ?? {}) as FieldSchema
  const problem = (keyword: string, params: Record<string, unknown>) =>
    describeProblem({ keyword, instancePath: `/${name}`, params, parentSchema: schema }, 'The form')
      .message
  const minLength = schema.minLength ?? 0
  const isLink = schema.pattern?.startsWith('^(https?://') ?? false
  return {
    label: schema.title ?? name,
    hint: schema.description,
    multiline: !isLink && (schema.maxLength ?? 0) >= MULTILINE_FROM,
    inputType: isLink ? 'url' : 'text',
    required: minLength > 0,
    maxLength: schema.maxLength,
    validate(value) {
      const text = typeof value === 'string' ? value : ''
      if (text.length < minLength) return problem('minLength', { limit: minLength })
      if (schema.maxLength !== undefined && text.length > schema.maxLength) {
        return problem('maxLength', { limit: schema.maxLength })
      }
      if (schema.pattern && !new RegExp(schema.pattern, 'u').test(text)) {
        return problem('pattern', { pattern: schema.pattern })
      }
      return true
    },
  }
}
