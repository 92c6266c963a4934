import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LOOK_PRESETS, PRESETS } from '../contract/site-look.ts'
import { tempDir } from '../server/security/server-process.ts'
import { CHROME_FLAGS, CHROMIUM, failingAudits } from '../scripts/lighthouse/audits.ts'
import { changeSettings, expect, publishSite, test } from './fixtures/dashboard.ts'

/**
 * Lighthouse's accessibility, best-practices and SEO categories on the home page of every look
 * preset, in dark and in light, and on a translated and a right-to-left page: each must score
 * 100, whatever the owner chose. Performance is a measurement of the machine as much as of the
 * site, so it is `npm run lighthouse`'s (docs/performance.md), never a test's.
 */
test.use({ freshServer: true })
test.describe.configure({ timeout: 600_000 })

const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const

test('every look scores 100 in accessibility, best practices and SEO, in both modes and languages', async ({
  page,
  server,
}) => {
  await publishSite(page)
  await changeSettings(page, { languages: { default: 'en', additional: ['de', 'ar'] } })
  const userDataDir = tempDir('lighthouse-looks')
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'error',
  })
  const runs = LOOK_PRESETS.flatMap((preset) =>
    (['dark', 'light'] as const).flatMap((theme) => [
      { preset, theme, path: '/' },
      // A translated page and a right-to-left one, in the first look.
      ...(preset === LOOK_PRESETS[0]
        ? [
            { preset, theme, path: '/de/' },
            { preset, theme, path: '/ar/about' },
          ]
        : []),
    ]),
  )
  const scores: string[] = []
  const expected: string[] = []
  try {
    for (const { preset, theme, path } of runs) {
      await changeSettings(page, {
        // The mode a first-time visitor sees: Lighthouse's browser has no stored choice.
        theme,
        look: {
          ...((await (await page.request.get('/api/site/settings')).json()).data.look as object),
          preset,
          accent: PRESETS[preset].accent,
        },
      })
      const result = await lighthouse(server.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        locale: 'en-US',
        onlyCategories: [...CATEGORIES],
        // A picture of the whole page, which no category checked here reads: a third of a run.
        disableFullPageScreenshot: true,
        // Lighthouse waits a second after the load, then for a second without network or CPU
        // work, so that its performance metrics see the page settle: these categories read the
        // page as it stands once nothing loads or runs any more (the islands' idle work and
        // requests included), which a quarter second shows. No blank page before each run
        // either: the browser's stored state is cleared all the same.
        pauseAfterFcpMs: 0,
        pauseAfterLoadMs: 0,
        networkQuietThresholdMs: 250,
        cpuQuietThresholdMs: 250,
        skipAboutBlank: true,
      })
      const lhr = result!.lhr
      for (const category of CATEGORIES) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100)
        const name = `${path} (${preset}, ${theme}) ${category}`
        const lost = failingAudits(lhr, category).map(
          (audit) => `${audit.title}${audit.examples ? `: ${audit.examples.join(' | ')}` : ''}`,
        )
        scores.push(`${name}: ${score}${lost.length ? ` — ${lost.join('; ')}` : ''}`)
        expected.push(`${name}: 100`)
      }
    }
  } finally {
    await chrome.kill()
  }
  expect(scores).toEqual(expected)
})
