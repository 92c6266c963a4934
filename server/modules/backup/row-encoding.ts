/** A database row of any table, as the driver answers it. */
export type Row = Record<string, unknown>

/** Bytes in a column other than the media bytes (which are files) travel as base64. */
const BYTES_MARK = '$base64'

/** Bytes travel as `{ "$base64": "…" }`; everything else as JSON has it. */
function withBytesAsBase64(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Row)[key]
  return raw instanceof Uint8Array ? { [BYTES_MARK]: Buffer.from(raw).toString('base64') } : value
}

/** Rows as JSON text. Values are what both drivers answer: text, numbers, null, bytes. */
export function encodeRows(rows: Row[]): Buffer {
  return Buffer.from(`${JSON.stringify(rows, withBytesAsBase64, 1)}\n`)
}

/**
 * The same text as encodeRows, written a row at a time, so that a table of any size never has to
 * be in memory at once. `write` gets the pieces in order. Each row is encoded on its own: a
 * batch's text at once (a hundred projects with their case studies is over a megabyte) would be a
 * string too large for V8's young generation, and such strings stay in memory until the next full
 * collection, however soon they are written.
 */
export function rowsWriter(write: (text: string) => void): { add(rows: Row[]): void; end(): void } {
  let empty = true
  return {
    add(rows) {
      for (const row of rows) {
        // The row as an item of the whole list, indented as there: a list of one without its
        // brackets.
        const item = JSON.stringify([row], withBytesAsBase64, 1).slice(2, -2)
        write(empty ? `[\n${item}` : `,\n${item}`)
        empty = false
      }
    },
    end() {
      write(empty ? '[]\n' : '\n]\n')
    },
  }
}

export function decodeRows(text: Buffer, name: string): Row[] {
  const rows = JSON.parse(text.toString('utf8'), (_key, value: unknown) =>
    value !== null &&
    typeof value === 'object' &&
    Object.keys(value).length === 1 &&
    typeof (value as Row)[BYTES_MARK] === 'string'
      ? Buffer.from((value as Record<string, string>)[BYTES_MARK]!, 'base64')
      : value,
  ) as unknown
  if (!Array.isArray(rows) || rows.some((row) => row === null || typeof row !== 'object')) {
    throw new Error(`${name} is not a list of records`)
  }
  return rows as Row[]
}
