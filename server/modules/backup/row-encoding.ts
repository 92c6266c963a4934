/** A database row of any table, as the driver answers it. */
export type Row = Record<string, unknown>

/** Bytes in a column other than the media bytes (which are files) travel as base64. */
const BYTES_MARK = '$base64'

/** Rows as JSON text. Values are what both drivers answer: text, numbers, null, bytes. */
export function encodeRows(rows: Row[]): Buffer {
  const json = JSON.stringify(
    rows,
    function (key, value: unknown) {
      const raw = (this as Row)[key]
      return raw instanceof Uint8Array
        ? { [BYTES_MARK]: Buffer.from(raw).toString('base64') }
        : value
    },
    1,
  )
  return Buffer.from(`${json}\n`)
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
