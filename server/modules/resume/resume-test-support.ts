import { createRequire } from 'node:module'

const jsonResumeSchema = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate(document: unknown, callback: (errors: unknown[] | null, valid: boolean) => void): void
}

/**
 * What the published JSON Resume schema finds wrong with a document, read from the package
 * itself (not through the server's own check, which the tests are about).
 */
export function schemaErrors(document: unknown): unknown[] {
  let found: unknown[] = []
  jsonResumeSchema.validate(document, (errors) => {
    found = errors ?? []
  })
  return found
}
