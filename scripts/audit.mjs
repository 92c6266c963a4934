// `npm run audit`: `npm audit --audit-level=high`, telling "no high advisories" apart from "the
// advisory endpoint could not be asked" (offline, or a registry mirror without the audit API,
// which answers 405). The second case prints a clear line and exits 0 without claiming a pass.
// Plain JavaScript on purpose: it runs before anything is installed or compiled.
import { spawnSync } from 'node:child_process'

const UNREACHABLE =
  /\b(405|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|audit endpoint returned an error)\b/

// `npm run --silent audit` would pass its silence on to the inner npm, which then prints nothing
// (not even why it failed): ask for warnings explicitly.
const run = spawnSync('npm', ['audit', '--audit-level=high'], {
  encoding: 'utf8',
  env: { ...process.env, npm_config_loglevel: 'warn' },
})
const output = `${run.stdout ?? ''}${run.stderr ?? ''}`

if (run.error) {
  console.error(`npm audit could not run: ${run.error.message}`)
  process.exit(1)
}
if (run.status === 0) {
  process.stdout.write(run.stdout)
  console.log('npm audit: no advisory at level high or above.')
  process.exit(0)
}
// An audit that ran prints its findings ("N vulnerabilities"); only without them is the
// endpoint the cause.
if (
  UNREACHABLE.test(output) &&
  !/\d+ (high|critical|moderate|low) severity vulnerabilit/i.test(output)
) {
  const reason = /npm (?:warn|error) audit (.*)/.exec(output)?.[1] ?? 'no answer'
  console.log(
    `npm audit: audit endpoint unavailable (${reason.trim()}); dependencies were NOT checked for advisories.`,
  )
  process.exit(0)
}
process.stdout.write(output)
process.exit(run.status ?? 1)
