// Sums the JSON reports that the test runners wrote into the CI report folder and prints the
// closing line CI reads: "N passed, N failed". Exits non-zero when a suite failed or is missing.
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []
for (const file of files) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0)
    failed += report.stats.unexpected
    console.log(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed`)
  } else {
    // Vitest (jest-compatible JSON)
    const suiteErrors = (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
    ).length
    passed += report.numPassedTests
    failed += report.numFailedTests + suiteErrors
    console.log(
      `${file}: ${report.numPassedTests} passed, ${report.numFailedTests + suiteErrors} failed`,
    )
  }
}
// Script checks (durability, outage, load, audit): one line each, "pass <name>" or "fail <name>".
const checks = path.join(dir, 'checks.txt')
if (fs.existsSync(checks)) {
  for (const line of fs.readFileSync(checks, 'utf8').split('\n').filter(Boolean)) {
    if (line.startsWith('pass ')) passed += 1
    else failed += 1
    console.log(`check: ${line}`)
  }
}
if (files.length === 0) failed += 1
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
