import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** Docs whose file paths must stay true: a recipe that names a missing file misleads. */
const DOCS = ['docs/adding-a-content-type.md', 'docs/ARCHITECTURE.md']

/**
 * The repository paths a document names in `code`: text with a slash and a file extension, or
 * ending in a slash (a folder), without placeholders (`<type>`, `NNNN`, `*`).
 */
function namedPaths(text: string): string[] {
  const paths = new Set<string>()
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
    const candidate = code!.replace(/[.,:;]+$/, '')
    if (!candidate.includes('/') || /[<>*{}]|NNNN|^https?:|^\/|^@|^\.\./.test(candidate)) continue
    if (!/\.[a-z]{1,5}$|\/$/.test(candidate)) continue
    paths.add(candidate)
  }
  return [...paths]
}

/** Docs name files from the root, or inside the server or the web app as their sections say. */
const BASES = ['', 'server', 'server/modules', 'web', 'web/app', 'web/app/features']
const exists = (file: string) => BASES.some((base) => fs.existsSync(path.join(root, base, file)))

describe.each(DOCS)('%s', (doc) => {
  it('names only files and folders that exist', () => {
    const named = namedPaths(fs.readFileSync(path.join(root, doc), 'utf8'))
    expect(named.length).toBeGreaterThan(5)
    expect(named.filter((file) => !exists(file))).toEqual([])
  })
})
