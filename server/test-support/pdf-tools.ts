import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A PDF read by tools nobody here wrote: Debian's poppler-utils (pdftotext, pdfinfo, pdffonts)
 * and qpdf (.ci/run installs both). Each reads the bytes from a file of their own.
 */
export function inspectPdf(bytes: Uint8Array) {
  for (const tool of ['pdftotext', 'pdfinfo', 'pdffonts', 'qpdf']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
      throw new Error(`${tool} is missing: apt-get install poppler-utils qpdf (.ci/run does)`)
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-pdf-'))
  const file = path.join(dir, 'resume.pdf')
  fs.writeFileSync(file, bytes)
  const run = (tool: string, args: string[]) =>
    execFileSync(tool, [...args, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return {
    /** The text as pdftotext reads it (reading order), of one page or all. */
    text: (page?: number) =>
      execFileSync(
        'pdftotext',
        [...(page ? ['-f', String(page), '-l', String(page)] : []), '-enc', 'UTF-8', file, '-'],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      ),
    /** pdfinfo's fields: Title, Author, Pages, Page size… */
    info(): Record<string, string> {
      return Object.fromEntries(
        run('pdfinfo', ['-enc', 'UTF-8'])
          .split('\n')
          .flatMap((line) => {
            const match = /^([^:]+):\s*(.*)$/.exec(line)
            return match ? [[match[1]!, match[2]!]] : []
          }),
      )
    },
    /** pdffonts' table: each font's name, whether embedded and whether subset. */
    fonts(): { name: string; embedded: boolean; subset: boolean; unicode: boolean }[] {
      return run('pdffonts', [])
        .split('\n')
        .slice(2)
        .filter((line) => line.trim() !== '')
        .map((line) => {
          const columns = line.trim().split(/\s+/)
          const [embedded, subset, unicode] = columns.slice(-5, -2)
          return {
            name: columns[0]!,
            embedded: embedded === 'yes',
            subset: subset === 'yes',
            unicode: unicode === 'yes',
          }
        })
    },
    /** `qpdf --check`: its exit status and what it said. */
    check(): { ok: boolean; output: string } {
      const result = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' })
      return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
    },
    /** The document as qpdf's JSON (objects, outlines). */
    json(): QpdfJson {
      return JSON.parse(run('qpdf', ['--json=2'])) as QpdfJson
    },
    /** Each word with its page and box, as `pdftotext -bbox` places it. */
    words(): { page: number; text: string; x0: number; y0: number; x1: number; y1: number }[] {
      const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
      const words: ReturnType<ReturnType<typeof inspectPdf>['words']> = []
      let page = 0
      for (const line of html.split('\n')) {
        if (line.includes('<page ')) page++
        const word =
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(
            line,
          )
        if (word) {
          words.push({
            page,
            x0: Number(word[1]),
            y0: Number(word[2]),
            x1: Number(word[3]),
            y1: Number(word[4]),
            text: word[5]!
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>')
              .replace(/&quot;/g, '"')
              .replace(/&amp;/g, '&'),
          })
        }
      }
      return words
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

/** A PDF's whole text as pdftotext reads it, its scratch file removed. */
export function pdfText(bytes: Uint8Array): string {
  const pdf = inspectPdf(bytes)
  try {
    return pdf.text()
  } finally {
    pdf.remove()
  }
}

interface QpdfJson {
  qpdf: [unknown, Record<string, { value?: Record<string, unknown> }>]
  outlines?: { object: string; title: string; kids: unknown[] }[]
}

/** Every link annotation's address, in the order the pages hold them. */
export function linkAddresses(json: QpdfJson): string[] {
  const objects = json.qpdf[1]
  const addresses: string[] = []
  for (const object of Object.values(objects)) {
    const value = object.value
    if (!value || value['/Subtype'] !== '/Link') continue
    // The action is written apart (an indirect object) or in place.
    const written = value['/A']
    const action = (typeof written === 'string' ? objects[`obj:${written}`]?.value : written) as
      Record<string, unknown> | undefined
    const uri = action?.['/URI']
    if (typeof uri === 'string') addresses.push(decodeQpdfString(uri))
  }
  return addresses
}

/** The catalog's entries (`/Lang`, `/Outlines`…). */
export function catalog(json: QpdfJson): Record<string, unknown> {
  const objects = json.qpdf[1]
  const trailer = objects.trailer?.value as { '/Root'?: string } | undefined
  const root = trailer?.['/Root']
  return (root ? objects[`obj:${root}`]?.value : undefined) ?? {}
}

/** qpdf's JSON strings: `u:` text, or `b:` hex bytes. */
export function decodeQpdfString(value: string): string {
  if (value.startsWith('u:')) return value.slice(2)
  if (value.startsWith('b:')) return Buffer.from(value.slice(2), 'hex').toString('latin1')
  return value
}
