/** Collects the JSON lines an app logs, for tests that read the log back. */
export interface LogCapture {
  stream: { write(line: string): void }
  /** Every line as written. */
  text(): string
  /** Every line parsed. */
  entries(): Array<Record<string, unknown>>
  /** The entries with this `event` field. */
  events(event: string): Array<Record<string, unknown>>
}

export function captureLog(): LogCapture {
  const lines: string[] = []
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  return {
    stream: { write: (line) => void lines.push(line) },
    text: () => lines.join(''),
    entries,
    events: (event) => entries().filter((entry) => entry.event === event),
  }
}
