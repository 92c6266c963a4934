/** A plain-text table for the figures the measuring scripts print: numbers right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const numeric = (cell: string) => /^[-+]?[\d.,]+( ?[a-zA-Z%]+)?$/.test(cell)
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        numeric(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd()
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n')
}
