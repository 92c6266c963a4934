import { createRequire } from 'node:module'

interface SchemaError {
  /** Where in the document, e.g. ['work', 0, 'url']. */
  path: (string | number)[]
  message: string
}

interface JsonResumeSchemaPackage {
  validate(
    document: unknown,
    callback: (errors: SchemaError[] | null, valid: boolean) => void,
  ): void
}

// The package is CommonJS without types; its validate() runs the published schema (jsonschema).
const jsonResumeSchema = createRequire(import.meta.url)(
  '@jsonresume/schema',
) as JsonResumeSchemaPackage

function pathText(path: SchemaError['path']): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '')
}

/**
 * Checks a document against the published JSON Resume schema (@jsonresume/schema) and answers its
 * problems as "path: message" ("work[0].url: does not conform to the "uri" format").
 */
export function jsonResumeProblems(document: unknown): string[] {
  let problems: string[] = []
  jsonResumeSchema.validate(document, (errors) => {
    problems = (errors ?? []).map(
      (error) => `${pathText(error.path) || 'document'}: ${error.message}`,
    )
  })
  return problems
}
