import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/**
 * Source files say why in words a reader holding only the repository understands: a number of a
 * ticket or an issue means nothing there. The docs may cite their own decision records by number,
 * so docs/ is left out (and Markdown is not source); stylesheets are read in their comments only,
 * since a colour is a `#` and digits too.
 */
const REFERENCE = /\b(?:issues?|tickets?)\s*#?\d+|\(#\d+\)|\s#\d+\b/i
const SOURCE = /\.(?:ts|tsx|mts|mjs|js|css|sh|ya?ml|jsonc|conf|service|timer)$|^(?:Dockerfile|run)$/
/** Top-level folders that hold no source: docs/, and what git ignores (builds, data, reports). */
const NOT_SOURCE = new Set([
  'docs',
  '.git',
  'node_modules',
  'build',
  'dist',
  'data',
  '.react-router',
  'test-results',
  'playwright-report',
  'coverage',
  'screenshots',
  '.ci-reports',
])

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (!entry.isDirectory()) return SOURCE.test(entry.name) ? [file] : []
    const skipped = entry.name === 'node_modules' || (dir === root && NOT_SOURCE.has(entry.name))
    return skipped ? [] : sourceFiles(file)
  })
}

/** The text to read: a stylesheet's comments, anything else whole (its strings print too). */
function readable(file: string): string {
  const text = fs.readFileSync(file, 'utf8')
  if (!file.endsWith('.css')) return text
  return (text.match(/\/\*[\s\S]*?\*\//g) ?? []).join('\n')
}

describe('source files', () => {
  it('name no ticket or issue by its number', () => {
    const files = sourceFiles(root)
    expect(files).toContain(path.join(root, 'server', 'app.ts'))
    const found = files.flatMap((file) =>
      readable(file)
        .split('\n')
        .filter((line) => REFERENCE.test(line))
        .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    )
    expect(found).toEqual([])
  })
})
