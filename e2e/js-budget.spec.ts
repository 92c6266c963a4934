import zlib from 'node:zlib'
import { expect, test } from './support/test.ts'

/**
 * First-load JavaScript budget of the home page: at most 80 KiB (80 × 1024 bytes) gzip, all
 * script files together. The site Vitrine replaces shipped 168.5 kB gzip in one bundle.
 *
 * Size of a file: its body gzipped by zlib at level 9, whatever the server sent on the wire, so
 * that the figure measures the code and not the server's compression settings (brotli, level,
 * threshold). The transferred size is printed beside it for information.
 *
 * That no dashboard code reaches public pages is asserted by e2e/dashboard/public-chunks.spec.ts.
 */
const BUDGET_BYTES = 80 * 1024

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

test('the home page loads at most 80 KiB of JavaScript (gzip) on first load', async ({ page }) => {
  const scripts: Array<{ path: string; gzip: number; raw: number; transferred: number }> = []
  const measuring: Array<Promise<void>> = []
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return
    measuring.push(
      (async () => {
        const body = await response.body()
        const sizes = await response.request().sizes()
        scripts.push({
          path: new URL(response.url()).pathname,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          raw: body.length,
          transferred: sizes.responseBodySize,
        })
      })(),
    )
  })

  // A fresh context (Playwright's default per test): nothing cached.
  await page.goto('/', { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await Promise.all(measuring)

  scripts.sort((a, b) => b.gzip - a.gzip)
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0)
  const width = Math.max(...scripts.map((script) => script.path.length), 'file'.length)
  console.log(
    [
      `First-load JavaScript of / (gzip -9 of each body; budget ${kib(BUDGET_BYTES)}):`,
      `  ${'file'.padEnd(width)}  ${'gzip'.padStart(10)}  ${'raw'.padStart(10)}  ${'on the wire'.padStart(11)}`,
      ...scripts.map(
        (script) =>
          `  ${script.path.padEnd(width)}  ${kib(script.gzip).padStart(10)}  ${kib(script.raw).padStart(10)}  ${kib(script.transferred).padStart(11)}`,
      ),
      `  ${'total'.padEnd(width)}  ${kib(total).padStart(10)}  (${scripts.length} files, ${total} bytes)`,
    ].join('\n'),
  )

  // Every script the document names was measured (none slipped past the collector).
  const named = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="modulepreload"]',
      ),
    ].map((element) => new URL('src' in element ? element.src : element.href).pathname),
  )
  expect(named.filter((path) => !scripts.some((script) => script.path === path))).toEqual([])
  expect(
    total,
    `first-load JavaScript of / in gzip bytes, budget ${BUDGET_BYTES}`,
  ).toBeLessThanOrEqual(BUDGET_BYTES)
})
