/**
 * Validation problems in words a person reads: "Title is required", "Enter a valid e-mail
 * address". The server's error handler and the web forms both describe a failed check with
 * `describeProblem`, so the two always say the same thing. A field's label is its schema's
 * `title`; a field may carry its own `errorMessage` for a failed pattern or format.
 */

/** One failed check, in the shape Ajv (server) and TypeBox's Value.Errors (web) both report. */
export interface SchemaProblem {
  keyword: string
  /** JSON pointer of the value that failed, e.g. `/title` or `/0/title`. */
  instancePath: string
  params: Record<string, unknown>
  /** The schema holding the failed keyword: the field's own schema, or its object's. */
  parentSchema?: unknown
}

export interface FieldProblem {
  /** The wire name of the field (`title`, `links.github`), for a client to put the text beside. */
  field: string
  message: string
}

interface FieldSchema {
  title?: string
  errorMessage?: string
  format?: string
  minLength?: number
  properties?: Record<string, FieldSchema>
  type?: string
}

/** "copyrightYear" → "Copyright year": only for fields that have no title yet. */
function wordsOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function labelOf(schema: FieldSchema | undefined, name: string, whole: string): string {
  return schema?.title ?? (name ? wordsOf(name) : whole)
}

const chars = (count: unknown) => `${String(count)} character${count === 1 ? '' : 's'}`
const entries = (count: unknown) => `${String(count)} ${count === 1 ? 'entry' : 'entries'}`

/**
 * @param whole how to name the checked value itself when the problem is not in one of its fields
 *   ("The request body", "The form").
 */
export function describeProblem(problem: SchemaProblem, whole = 'The request body'): FieldProblem {
  const segments = problem.instancePath.split('/').filter(Boolean)
  const parent = problem.parentSchema as FieldSchema | undefined
  const params = problem.params
  // Entries of a list body ("[{…}, {…}]") are numbered for people from 1.
  const entry = segments.length > 0 && /^\d+$/.test(segments[0]!) ? Number(segments[0]) + 1 : 0
  const prefix = entry ? `Entry ${entry}: ` : ''

  if (problem.keyword === 'required') {
    const name = String(params.missingProperty)
    const field = [...segments, name].join('.')
    return {
      field,
      message: `${prefix}${labelOf(parent?.properties?.[name], name, whole)} is required`,
    }
  }
  if (problem.keyword === 'additionalProperties') {
    // The name is the client's own input, echoed back: cut it short.
    const name = String(params.additionalProperty).slice(0, 60)
    return { field: [...segments, name].join('.'), message: `${prefix}Unknown field "${name}"` }
  }

  const field = segments.join('.')
  const name = segments.filter((segment) => !/^\d+$/.test(segment)).at(-1) ?? ''
  const label = labelOf(parent, name, whole)
  const say = (text: string) => ({ field, message: `${prefix}${text}` })
  switch (problem.keyword) {
    case 'minLength':
      return say(
        Number(params.limit) <= 1
          ? `${label} is required`
          : `${label} must be at least ${chars(params.limit)}`,
      )
    case 'maxLength':
      return say(`${label} must be at most ${chars(params.limit)}`)
    case 'pattern':
    case 'format':
      if (parent?.errorMessage) return say(parent.errorMessage)
      if (params.format === 'email' || parent?.format === 'email') {
        return say('Enter a valid e-mail address')
      }
      return say(`${label} is not valid`)
    case 'minimum':
      return say(`${label} must be ${String(params.limit)} or more`)
    case 'maximum':
      return say(`${label} must be ${String(params.limit)} or less`)
    case 'minItems':
      return say(`${label} must have at least ${entries(params.limit)}`)
    case 'maxItems':
    case 'maxProperties':
      return say(`${label} can have at most ${entries(params.limit)}`)
    case 'minProperties':
      return say(`${label} must have at least ${entries(params.limit)}`)
    case 'isFile':
      return say(`${label} must be a file, not text`)
    case 'enum':
    case 'const':
      if (parent?.errorMessage) return say(parent.errorMessage)
      return say(`${label} is not one of the allowed values`)
    case 'type':
      return say(`${label} ${typeWords(String(params.type))}`)
    default:
      return say(`${label} is not valid`)
  }
}

function typeWords(type: string): string {
  if (type === 'string') return 'must be text'
  if (type === 'integer') return 'must be a whole number'
  if (type === 'number') return 'must be a number'
  if (type === 'boolean') return 'must be true or false'
  if (type === 'array') return 'must be a list'
  if (type === 'object') return 'must be an object'
  return 'has the wrong type'
}
