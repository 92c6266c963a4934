import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { Value } from 'typebox/value'
import { describe, isObject, type Json, type Problems } from './resume-mapping.ts'

/**
 * Problems with a value Vitrine defines itself (a custom section in `x-vitrine`), in the words
 * its contract schema gives (`errorMessage`), each named by its path in the document. The
 * built-in types' `check` (resume-mapping.ts) keeps its own shorter words, which clients see.
 */

/** The part of `schema` at a JSON pointer like `#/properties/date/properties/start`. */
function schemaAt(schema: TSchema, path: string): Json | undefined {
  let part: unknown = schema
  for (const key of path.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    part = isObject(part) || Array.isArray(part) ? (part as Json)[key] : undefined
  }
  return isObject(part) ? part : undefined
}

/** A path inside a value (`['items', '0', 'date']`) as a document path (`.items[0].date`). */
export const pathText = (segments: string[]) =>
  segments.map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`)).join('')

/**
 * Checks `value` against `schema` and names each problem by its path in the document (`pathOf`
 * turns the value's own path into it), in the contract's words where it has some.
 */
const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>()

/** The schema's compiled check: an import checks up to thousands of items against a few schemas. */
function validatorOf(schema: TSchema) {
  let validator = validators.get(schema)
  if (!validator) validators.set(schema, (validator = Compile(schema)))
  return validator
}

export function checkInWords(
  schema: TSchema,
  value: unknown,
  pathOf: (segments: string[]) => string,
  problems: Problems,
): boolean {
  if (validatorOf(schema).Check(value)) return true
  const before = problems.list.length
  const errors = [...Value.Errors(schema, value)]
  const unions = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath))
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean)
    const params = error.params as Record<string, unknown>
    const at = (more: string[] = []) => pathOf([...segments, ...more])
    if (error.keyword === 'boolean') continue
    if (error.keyword === 'additionalProperties') {
      for (const name of params.additionalProperties as string[]) {
        problems.add(at([name.slice(0, 60)]), 'is not something Vitrine keeps here')
      }
    } else if (error.keyword === 'required') {
      for (const name of params.requiredProperties as string[])
        problems.add(at([name]), 'is required')
    } else if (error.keyword === 'anyOf') {
      const union = schemaAt(schema, error.schemaPath)
      const words = [union, ...((union?.anyOf as Json[] | undefined) ?? [])].find(
        (part) => typeof part?.errorMessage === 'string',
      )?.errorMessage
      problems.add(at(), typeof words === 'string' ? words : 'is not valid')
    } else if (!unions.has(error.instancePath)) {
      const words = schemaAt(schema, error.schemaPath)?.errorMessage
      problems.add(
        at(),
        typeof words === 'string' ? words : describe(error.keyword, params, error.message),
      )
    }
  }
  return problems.list.length === before
}
