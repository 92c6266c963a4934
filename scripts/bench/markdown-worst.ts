/**
 * The worst Markdown texts against the built server (`npx tsx scripts/bench/markdown-worst.ts`
 * after `npm run build:server`): each is sent to the live preview while GET / is asked every
 * 100 ms, one request after the other; prints how the preview answered and when, and the slowest
 * GET / meanwhile. A measurement, not a test (docs/performance.md, "Markdown off the event loop").
 * `--sources` runs server/main.ts through tsx instead of the build.
 */
import {
  ownerHeaders,
  startServer,
  stopServer,
  tempDir,
} from '../../server/security/server-process.ts'
import { formatTable } from '../support/table.ts'

const WORST: Record<string, string> = {
  '199 KB of *a*a…': '*a'.repeat(99_500),
  '16 KB of nested - - - …': `${'- '.repeat(8_000)}a`,
  '32 KB of >>>…': `${'>'.repeat(32_000)} a`,
  '# a × 50 000': '# a\n'.repeat(50_000),
  'a 190 KB post (prose, lists, quotes, code)': realisticPost(190_000),
}

/** Ordinary writing, repeated to the size asked for. */
function realisticPost(size: number): string {
  const section = [
    '## A section',
    '',
    'Some *prose* with `code`, a [link](https://example.com) and **bold** words, long enough to be a real paragraph of a real post about software.',
    '',
    '- a list item',
    '- another one',
    '',
    '> A quoted line.',
    '',
    '```ts',
    'const answer: number = 42',
    '```',
    '',
  ].join('\n')
  return section.repeat(Math.ceil(size / section.length)).slice(0, size)
}

const server = await startServer({
  dataDir: tempDir('vitrine-markdown-worst-'),
  build: !process.argv.includes('--sources'),
})
try {
  const headers = { ...(await ownerHeaders(server.url)), 'content-type': 'application/json' }
  const rows: string[][] = []
  for (const [name, body] of Object.entries(WORST)) {
    const started = performance.now()
    let answered = false
    const render = fetch(`${server.url}/api/posts/render`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ body }),
    }).then(async (response) => {
      answered = true
      const { message } = (await response.json()) as { message?: string }
      return { status: response.status, message, seconds: (performance.now() - started) / 1000 }
    })
    let slowest = 0
    let asked = 0
    while (!answered) {
      const before = performance.now()
      await fetch(`${server.url}/`).then((response) => response.arrayBuffer())
      slowest = Math.max(slowest, performance.now() - before)
      asked++
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const { status, message, seconds } = await render
    rows.push([
      name,
      `${status}${message ? ` (${message})` : ''}`,
      seconds.toFixed(1),
      `${asked}`,
      slowest.toFixed(0),
    ])
  }
  console.log(
    formatTable(
      ['text', 'preview answered', 'after (s)', 'GET / asked', 'slowest GET / (ms)'],
      rows,
    ),
  )
} finally {
  await stopServer(server)
}
