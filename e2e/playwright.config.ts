import { defineConfig } from '@playwright/test'

// CI (.ci/run) collects a JSON report per run; scripts/ci-summary.mjs adds them up.
const reportDir = process.env.CI_REPORT_DIR
const reportName = process.env.CI_REPORT_NAME ?? 'run'

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    trace: 'retain-on-failure',
  },
})
