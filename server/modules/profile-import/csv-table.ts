import { parse } from 'csv-parse/sync'
import { PROFILE_IMPORT_LIMITS } from '@contract/profile-import.ts'

/** One data row: its values by header (trimmed; a missing column is ''), and its row number. */
export interface CsvRow {
  /** The row's number in the file as a spreadsheet shows it (note lines and the header count). */
  row: number
  get(column: string): string
}

export interface CsvTable {
  rows: CsvRow[]
  /** What stopped part of the file from being read, in words (none: all of it was read). */
  problems: string[]
}

/** Note lines before the header: LinkedIn puts a few in some files ("Notes:", a paragraph). */
const HEADER_SEARCH_ROWS = 20

/**
 * Reads one CSV file of an export with csv-parse: a byte-order mark dropped, quoted fields with
 * commas and line breaks, rows of any length (a missing column reads ''), blank lines skipped.
 * A row's number is the record's, as a spreadsheet numbers it (a quoted line break stays in its row).
 * The header is the first row holding `required` (LinkedIn puts note lines before it in some
 * files); at most PROFILE_IMPORT_LIMITS.maxRows rows after it are read, and the rest reported.
 */
export function readCsv(file: string, bytes: Uint8Array, required: string): CsvTable {
  const text = new TextDecoder('utf-8').decode(bytes)
  let records: string[][]
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      // The header, the note lines before it and one row past the limit tell that there is more.
      to: PROFILE_IMPORT_LIMITS.maxRows + HEADER_SEARCH_ROWS + 1,
    }) as string[][]
  } catch (error) {
    const line = (error as { lines?: number }).lines
    return {
      rows: [],
      problems: [
        `${file} could not be read as a CSV file${line ? ` (near line ${line})` : ''}: nothing of it was imported`,
      ],
    }
  }
  const headerIndex = records
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((record) => record.some((cell) => cell.trim() === required))
  if (headerIndex === -1) {
    return {
      rows: [],
      problems: [`${file} has no “${required}” column: nothing of it was imported`],
    }
  }
  const header = records[headerIndex]!.map((cell) => cell.trim())
  const data = records.slice(headerIndex + 1)
  const problems: string[] = []
  if (data.length > PROFILE_IMPORT_LIMITS.maxRows) {
    problems.push(
      `${file} has more than ${PROFILE_IMPORT_LIMITS.maxRows} rows: only the first ${PROFILE_IMPORT_LIMITS.maxRows} were read`,
    )
  }
  // Blank lines are counted (a spreadsheet shows them as rows) but not read.
  const rows = data.slice(0, PROFILE_IMPORT_LIMITS.maxRows).flatMap((record, index) =>
    record.every((cell) => cell.trim() === '')
      ? []
      : [
          {
            row: headerIndex + index + 2,
            get(column: string) {
              const at = header.indexOf(column)
              return at === -1 ? '' : (record[at] ?? '').replace(/\r\n?/g, '\n').trim()
            },
          },
        ],
  )
  return { rows, problems }
}
