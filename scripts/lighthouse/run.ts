/**
 * Lighthouse (`npm run lighthouse`): Lighthouse 12 with its default config (mobile emulation,
 * simulated throttling) in Debian's Chromium against the production server (SQLite, demo
 * content), on the public pages one after another. Prints the four category scores, LCP, CLS and
 * TBT per page against the targets, and every audit that costs a score below its target. Writes a
 * summary to bench/lighthouse.json. A measurement: exits 0 when it ran, even if a target is
 * missed, non-zero only when it could not run. See docs/performance.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import {
  changeSiteSettings,
  ownerHeaders,
  publishSite,
  ROOT,
  tempDir,
} from '../../server/security/server-process.ts'
import { ensureBuild, startProductionServer } from '../support/production-server.ts'
import { formatTable } from '../support/table.ts'
import { CHROME_FLAGS, CHROMIUM, failingAudits, type FailingAudit } from './audits.ts'
import { LOOK_PRESETS, PRESETS, type LookPreset } from '../../contract/site-look.ts'

// LIGHTHOUSE_PAGES=/,/about measures fewer pages for a quick look.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/about',
  '/skills',
  '/projects',
  '/resume',
  // The demo's blog and its post with code, its own page and its custom section.
  '/blog',
  '/blog/zero-downtime-migrations',
  '/uses',
  '/talks',
]
/**
 * LIGHTHOUSE_LOOKS=all measures every page in every look preset, in dark and in light (the site's
 * default mode for first-time visitors, as the owner sets it); `editorial:light,terminal:dark`
 * names some. Without it the demo's own look is measured once.
 */
const LOOKS: { preset: LookPreset; theme: 'dark' | 'light' }[] | undefined = (() => {
  const wanted = process.env.LIGHTHOUSE_LOOKS
  if (!wanted) return undefined
  const all = LOOK_PRESETS.flatMap((preset) =>
    (['dark', 'light'] as const).map((theme) => ({ preset, theme })),
  )
  if (wanted === 'all') return all
  return wanted.split(',').map((name) => {
    const look = all.find(({ preset, theme }) => `${preset}:${theme}` === name)
    if (!look) throw new Error(`LIGHTHOUSE_LOOKS: "${name}" is not preset:dark or preset:light`)
    return look
  })
})()
const RESULTS_FILE = path.join(ROOT, 'bench', 'lighthouse.json')
// LIGHTHOUSE_REPORTS=/tmp/lh keeps each run's whole report there (the LCP element, its phases,
// every request), for finding where a page's time goes.
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS
if (REPORTS_DIR) fs.mkdirSync(REPORTS_DIR, { recursive: true })
/** Lowest acceptable score (0–100) per category. */
const TARGETS: Record<string, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
const CLS_BELOW = 0.02

/**
 * LIGHTHOUSE_LANGUAGES=de,ar offers those languages besides English (Site settings' languages), so
 * that LIGHTHOUSE_PAGES can name their pages (`/de/`, `/ar/about`); the demo's texts stay
 * untranslated, each marked as English.
 */
const ADDITIONAL_LANGUAGES = process.env.LIGHTHOUSE_LANGUAGES?.split(',').filter(Boolean) ?? []

async function offerLanguages(url: string, additional: string[]) {
  await changeSiteSettings(url, await ownerHeaders(url), () => ({
    languages: { default: 'en', additional },
  }))
}

/** Sets the look and the first-time visitors' mode through the owner's API, as Site settings does. */
async function applyLook(
  url: string,
  headers: Record<string, string>,
  look: { preset: LookPreset; theme: 'dark' | 'light' },
) {
  await changeSiteSettings<{ look: object }>(url, headers, (current) => ({
    theme: look.theme,
    look: { ...current.look, preset: look.preset, accent: PRESETS[look.preset].accent },
  }))
}

interface PageSummary {
  page: string
  scores: Record<string, number | null>
  lcpMs: number
  cls: number
  tbtMs: number
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster). */
  benchmarkIndex: number
  pass: boolean
  /** Per category below its target: the audits that cost it points. */
  failing: Record<string, FailingAudit[]>
  runtimeError?: string
}

ensureBuild()
const server = await startProductionServer('lighthouse')
await publishSite(server.url, await ownerHeaders(server.url))
if (ADDITIONAL_LANGUAGES.length > 0) await offerLanguages(server.url, ADDITIONAL_LANGUAGES)
const userDataDir = tempDir('lighthouse-chromium')
const summaries: PageSummary[] = []
const versions = { lighthouse: '', browser: '' }
try {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'error',
  })
  try {
    const owner = await ownerHeaders(server.url)
    const runs = (LOOKS ?? [undefined]).flatMap((look) => PAGES.map((page) => ({ look, page })))
    for (const { look, page: address } of runs) {
      if (look && address === PAGES[0]) await applyLook(server.url, owner, look)
      const page = look ? `${address} (${look.preset}, ${look.theme})` : address
      console.log(`Lighthouse ${page}…`)
      // Once before: the page is then the ready answer every visitor after the first is sent
      // (ADR 0013), not the render of a cache the look or languages change has just emptied.
      await fetch(server.url + address, { headers: { 'accept-encoding': 'br, gzip' } })
      const result = await lighthouse(server.url + address, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        locale: 'en-US',
      })
      if (!result) throw new Error(`Lighthouse answered nothing for ${page}`)
      const { lhr } = result
      if (REPORTS_DIR) {
        const name = page.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home'
        fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr))
      }
      versions.lighthouse = lhr.lighthouseVersion
      versions.browser = lhr.environment.hostUserAgent
      const scores: Record<string, number | null> = {}
      const failing: Record<string, FailingAudit[]> = {}
      for (const [id, target] of Object.entries(TARGETS)) {
        const category = lhr.categories[id]
        const score = category?.score == null ? null : Math.round(category.score * 100)
        scores[id] = score
        if (!category || (score !== null && score >= target)) continue
        failing[id] = failingAudits(lhr, id)
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      const cls = numeric('cumulative-layout-shift')
      const pass =
        Object.entries(TARGETS).every(([id, target]) => (scores[id] ?? 0) >= target) &&
        cls < CLS_BELOW
      summaries.push({
        page,
        scores,
        lcpMs: numeric('largest-contentful-paint'),
        cls,
        tbtMs: numeric('total-blocking-time'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        pass,
        failing,
        ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
      })
    }
  } finally {
    chrome.kill()
  }
} finally {
  await server.stop()
  fs.rmSync(userDataDir, { recursive: true, force: true })
}

const score = (value: number | null) => (value === null ? 'n/a' : String(value))
console.log(
  '\n' +
    formatTable(
      ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'CPU index', 'result'],
      summaries.map((summary) => [
        summary.page,
        score(summary.scores.performance ?? null),
        score(summary.scores.accessibility ?? null),
        score(summary.scores['best-practices'] ?? null),
        score(summary.scores.seo ?? null),
        `${(summary.lcpMs / 1000).toFixed(2)} s`,
        summary.cls.toFixed(3),
        `${summary.tbtMs.toFixed(0)} ms`,
        summary.benchmarkIndex.toFixed(0),
        summary.pass ? 'pass' : 'FAIL',
      ]),
    ),
)
console.log(
  `Targets: Performance ≥ ${TARGETS.performance}, Accessibility, Best Practices and SEO ` +
    `${TARGETS.accessibility}, CLS < ${CLS_BELOW}. Mobile preset, simulated throttling.\n` +
    'CPU index: Lighthouse benchmarkIndex of this machine during the run; a busy machine scores ' +
    'low and inflates TBT and the Performance score with it.',
)
for (const summary of summaries) {
  if (summary.runtimeError) console.log(`\n${summary.page}: runtime error: ${summary.runtimeError}`)
  for (const [category, audits] of Object.entries(summary.failing)) {
    console.log(`\n${summary.page} — ${category} ${score(summary.scores[category] ?? null)}:`)
    for (const audit of audits) {
      console.log(
        `  ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      )
      for (const example of audit.examples ?? []) console.log(`      ${example}`)
    }
  }
}

fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
fs.writeFileSync(
  RESULTS_FILE,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      lighthouse: versions.lighthouse,
      chromium: versions.browser,
      preset: 'mobile (default config, simulated throttling)',
      targets: { ...TARGETS, clsBelow: CLS_BELOW },
      pages: summaries,
    },
    null,
    2,
  ) + '\n',
)
console.log(`\nWrote ${path.relative(ROOT, RESULTS_FILE)}`)
const missed = summaries.filter((summary) => !summary.pass).map((summary) => summary.page)
console.log(missed.length ? `Targets missed on: ${missed.join(', ')}` : 'Every target met.')
