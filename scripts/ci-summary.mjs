// Sums the JSON reports that the test runners wrote into the CI report folder and prints the
// closing line CI reads: "N passed, N failed". Exits non-zero when a suite failed or is missing.
import fs from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const dir = process.argv[2]
let passed = 0
let failed = 0
// The names of the failed tests, printed last: CI shows only the tail of a run's output.
const failures = []
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? ''

/** Playwright's JSON report nests suites (files, describe blocks) around specs. */
function playwrightFailures(suite, trail) {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue
      const result = (test.results ?? []).at(-1)
      const where = `${spec.file}:${spec.line}`
      failures.push(
        `${where} ${[...here, spec.title].join(' › ')}: ${firstLine(result?.error?.message)}`,
      )
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here)
}
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []
for (const file of files) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0)
    failed += report.stats.unexpected
    console.log(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed`)
    for (const suite of report.suites ?? []) playwrightFailures(suite, [])
    for (const error of report.errors ?? []) failures.push(`${file}: ${firstLine(error.message)}`)
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
    for (const result of report.testResults ?? []) {
      const where = path.relative(process.cwd(), result.name ?? '')
      if (result.status === 'failed' && (result.assertionResults ?? []).length === 0)
        failures.push(`${file}: ${where}: ${firstLine(result.message)}`)
      for (const test of result.assertionResults ?? []) {
        if (test.status === 'failed')
          failures.push(
            `${file}: ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
          )
      }
    }
  }
}
// Script checks (durability, outage, load, audit): one line each, "pass <name>" or "fail <name>".
const timings = path.join(dir, 'timings.txt')
if (fs.existsSync(timings)) {
  console.log('time per step:')
  for (const line of fs.readFileSync(timings, 'utf8').trimEnd().split('\n'))
    console.log(`  ${line}`)
}

const checks = path.join(dir, 'checks.txt')
if (fs.existsSync(checks)) {
  for (const line of fs.readFileSync(checks, 'utf8').split('\n').filter(Boolean)) {
    if (line.startsWith('pass ')) passed += 1
    else failed += 1
    console.log(`check: ${line}`)
  }
}
if (files.length === 0) failed += 1
if (failures.length > 0) {
  console.log('failed:')
  for (const line of failures) console.log(`  ${line}`)
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
