import zlib from 'node:zlib'
import { expect, test } from './support/test.ts'

/**
 * First-load JavaScript budget of the home page: at most 10 kB (10 000 bytes) gzip, all script
 * files together (the public pages are not hydrated, ADR 0010). The site Vitrine replaces
 * shipped 168.5 kB gzip in one bundle. Fonts: at most 80 kB, all font files together.
 *
 * Size of a file: its body gzipped by zlib at level 9, whatever the server sent on the wire, so
 * that the figure measures the code and not the server's compression settings (brotli, level,
 * threshold). The transferred size is printed beside it for information.
 *
 * That no dashboard code reaches public pages is asserted by e2e/dashboard/public-chunks.spec.ts.
 */
const BUDGET_BYTES = 10_000
const FONT_BUDGET_BYTES = 80_000

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

test('the home page loads at most 10 kB of JavaScript (gzip) on first load', async ({ page }) => {
  type Script = { path: string; gzip: number; raw: number; transferred: number }
  const scripts: Script[] = []
  // Loaded once the page has loaded and the browser is idle (the contribution calendar on wide
  // screens): printed, not part of the first load.
  const later: Script[] = []
  let loaded = false
  page.on('load', () => (loaded = true))
  const measuring: Array<Promise<void>> = []
  const answered = new Set<string>()
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return
    answered.add(new URL(response.url()).pathname)
    const list = loaded ? later : scripts
    measuring.push(
      (async () => {
        const body = await response.body()
        const sizes = await response.request().sizes()
        list.push({
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
  // Every script the document names is measured, none slipping past the collector: those the
  // page adds when the browser is idle (module preloads of the calendar) may still be on their way.
  const named = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="modulepreload"]',
      ),
    ].map((element) => new URL('src' in element ? element.src : element.href).pathname),
  )
  await expect.poll(() => named.filter((path) => !answered.has(path))).toEqual([])
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
      ...later.map((script) => `  after load, when idle: ${script.path}  ${kib(script.gzip)}`),
    ].join('\n'),
  )
  expect(
    total,
    `first-load JavaScript of / in gzip bytes, budget ${BUDGET_BYTES}`,
  ).toBeLessThanOrEqual(BUDGET_BYTES)
})

test('the home page loads at most 80 kB of fonts, all of them woff2', async ({ page }) => {
  const fonts: Array<{ path: string; bytes: number; type: string }> = []
  const measuring: Array<Promise<void>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'font') return
    measuring.push(
      (async () => {
        const body = await response.body()
        fonts.push({
          path: new URL(response.url()).pathname,
          bytes: body.length,
          type: response.headers()['content-type'] ?? '',
        })
      })(),
    )
  })
  await page.goto('/', { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await Promise.all(measuring)
  const total = fonts.reduce((sum, font) => sum + font.bytes, 0)
  console.log(
    [
      `Fonts of / (budget ${FONT_BUDGET_BYTES} bytes):`,
      ...fonts.map((font) => `  ${font.path}  ${font.bytes} bytes`),
      `  total ${total} bytes`,
    ].join('\n'),
  )
  // The site's own fonts load (no system fallback only), and only compact ones.
  expect(fonts.length).toBeGreaterThan(0)
  expect(fonts.filter((font) => !font.path.endsWith('.woff2'))).toEqual([])
  expect(fonts.every((font) => font.type === 'font/woff2')).toBe(true)
  expect(total, `fonts of / in bytes, budget ${FONT_BUDGET_BYTES}`).toBeLessThanOrEqual(
    FONT_BUDGET_BYTES,
  )
})
