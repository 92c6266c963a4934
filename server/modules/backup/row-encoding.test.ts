import { describe, expect, it } from 'vitest'
import { decodeRows, encodeRows, rowsWriter, type Row } from './row-encoding.ts'

/** What rowsWriter writes for these batches, as one text. */
function written(batches: Row[][]): string {
  let text = ''
  const json = rowsWriter((piece) => (text += piece))
  for (const rows of batches) json.add(rows)
  json.end()
  return text
}

describe('rows written a batch at a time', () => {
  const rows: Row[] = [
    { id: 1, title: 'Ünïcødé ✓', bytes: new Uint8Array([0, 1, 254, 255]), note: null },
    { id: 2, title: 'Second', bytes: null, note: 'a "quoted" word' },
    { id: 3, title: 'Third', bytes: Buffer.from('abc'), note: '' },
  ]

  it('is the very text of the whole list encoded at once, however the rows are split', () => {
    const whole = encodeRows(rows).toString('utf8')
    expect(written([rows])).toBe(whole)
    expect(written([[rows[0]!], [rows[1]!, rows[2]!]])).toBe(whole)
    expect(written([[rows[0]!], [], [rows[1]!], [rows[2]!]])).toBe(whole)
  })

  it('writes an empty list for a table without rows', () => {
    expect(written([])).toBe(encodeRows([]).toString('utf8'))
    expect(written([[], []])).toBe('[]\n')
  })

  it('reads back to the same rows, bytes included', () => {
    const back = decodeRows(Buffer.from(written([[rows[0]!], [rows[1]!, rows[2]!]])), 'rows.json')
    expect(back).toEqual([
      { ...rows[0], bytes: Buffer.from([0, 1, 254, 255]) },
      rows[1],
      { ...rows[2], bytes: Buffer.from('abc') },
    ])
  })
})
