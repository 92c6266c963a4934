import { defineConfig } from 'vitest/config'
import { serverAliases, webAliases } from './import-aliases.ts'

// CI (.ci/run) asks for a JSON report per run, which scripts/ci-summary.mjs adds up.
const reportDir = process.env.CI_REPORT_DIR
const reportName = process.env.CI_REPORT_NAME ?? 'run'

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two projects: the server and contract in Node; the web components in happy-dom.
    projects: [
      {
        extends: true,
        resolve: { alias: serverAliases },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['server/test-support/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        resolve: { alias: webAliases },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['server/test-support/fail-on-console-error.ts', 'web/test/setup.ts'],
        },
      },
    ],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/vitest-${reportName}.json` } : undefined,
  },
})
