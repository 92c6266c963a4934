import fs from 'node:fs'
import { defineConfig } from '@playwright/test'

// CI (.ci/run) collects a JSON report per run; scripts/ci-summary.mjs adds them up.
const reportDir = process.env.CI_REPORT_DIR
const reportName = process.env.CI_REPORT_NAME ?? 'run'

// Debian's headless shell (package chromium-headless-shell) is the same Blink and V8 without the
// browser's windowing and UI layers: the suite takes 28 % less time in it than in the full
// Chromium (docs/performance.md). The full browser stays the fallback.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

// A trace records every action's DOM and a screencast: a fifth of the suite's time. CI keeps no
// artifacts, so it records none there (E2E_TRACE=1 turns it back on); elsewhere a failed test
// keeps its trace.
const trace = process.env.CI && process.env.E2E_TRACE !== '1' ? 'off' : 'retain-on-failure'

/**
 * Browser tests against the production build: global-setup.ts builds when stale, starts a fake
 * contributions service and the real server on a free port with a temporary SQLite database.
 * Debian's chromium drives them; Playwright downloads no browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Overridable, so two runs in one working tree do not clean each other's artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  reporter: reportDir
    ? [['list'], ['json', { outputFile: `${reportDir}/playwright-${reportName}.json` }]]
    : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    viewport: { width: 1280, height: 800 },
    trace,
  },
})
