import { configDefaults, defineConfig } from 'vitest/config'
import { serverAliases, webAliases } from './import-aliases.ts'

// CI (.ci/run) asks for a JSON report per run, which scripts/ci-summary.mjs adds up.
const reportDir = process.env.CI_REPORT_DIR
const reportName = process.env.CI_REPORT_NAME ?? 'run'

const SERVER_TESTS = ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts']
/** Server test files that mock a module: they run with a module graph of their own. */
const ISOLATED_SERVER_TESTS = ['server/modules/og/og.test.ts']
const SERVER_SETUP = [
  'server/test-support/fail-on-console-error.ts',
  'server/test-support/after-each-file.ts',
]

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Three projects: the server and contract in Node, most of it sharing one module graph per
    // worker, the rest isolated; the web components in happy-dom.
    projects: [
      {
        extends: true,
        resolve: { alias: serverAliases },
        test: {
          name: 'server',
          environment: 'node',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED_SERVER_TESTS],
          // Each file builds its own app on its own database, so files can share modules: the
          // server's module graph is imported once per worker instead of once per file (more
          // than half the suite's time). Fake timers left behind are undone after each file
          // (test-support/after-each-file.ts).
          isolate: false,
          setupFiles: SERVER_SETUP,
        },
      },
      {
        extends: true,
        resolve: { alias: serverAliases },
        test: {
          // Files that replace a module (vi.mock) need it fresh: a shared graph would have loaded
          // the real one already.
          name: 'server-isolated',
          environment: 'node',
          include: ISOLATED_SERVER_TESTS,
          setupFiles: SERVER_SETUP,
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
