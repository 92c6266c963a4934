/**
 * Load (`npm run test:load`): 100 connections for 60 s on a mix of public reads, contact posts
 * and owner writes against the real server (SQLite, or PostgreSQL when DATABASE_URL is set, in a
 * fresh schema), after LOAD_WARMUP_SECONDS (10) of the same mix. Passes with zero 5xx, zero
 * errors and resident memory growing at most 20% between the first and the second half (whether
 * it met the aim, 10%, is reported). Prints rps, latency percentiles and memory.
 * LOAD_SECONDS and LOAD_CONNECTIONS override the defaults.
 */
import fs from 'node:fs'
import autocannon from 'autocannon'
import {
  freshPostgresSchema,
  ownerHeaders,
  residentKiB,
  startServer,
  tempDir,
} from '../../server/security/server-process.ts'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100)
/** The same mix first, not measured: memory growth is counted from the working set, not idle. */
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10)
/** The gate: a leak fails the run. The aim is 10%; the output says whether that was met. */
const MAX_RSS_GROWTH = 0.2
const RSS_GROWTH_AIM = 0.1

const dataDir = tempDir('load')
const schema = process.env.DATABASE_URL
  ? await freshPostgresSchema(process.env.DATABASE_URL)
  : undefined
let ok: boolean
try {
  const server = await startServer({
    dataDir,
    databaseUrl: schema?.url,
    // Contact posts come "from" many addresses through a trusted proxy, under a high daily limit.
    env: { TRUST_PROXY: 'true', CONTACT_DAILY_LIMIT: '1000' },
  })
  const owner = await ownerHeaders(server.url)
  const json = { 'content-type': 'application/json' }

  // Records the owner writes keep rewriting: the lists stay the same size all run long.
  const seed = await fetch(`${server.url}/api/edu/addedu`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify(
      Array.from({ length: 10 }, (_, i) => ({
        year: '2020-2024',
        clg: `College ${i}`,
        edu: 'BSc',
        sts: '',
        link: '',
      })),
    ),
  })
  const educationIds = ((await seed.json()) as { data: Array<{ _id: string }> }).data.map(
    (r) => r._id,
  )
  await fetch(`${server.url}/api/about/addabout`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify([{ para: 'About me' }, { para: 'More about me' }]),
  })

  const reads = [
    '/api/skill/fetchskills',
    '/api/project/fetchprojects',
    '/api/about/fetchabout',
    '/api/exp/fetchexp',
    '/api/edu/fetchedu',
    '/api/cer/fetchcertificates',
    '/api/user/fetchuserdetails',
    '/api/site/settings',
    '/healthz',
    '/media/default-profile.webp',
  ]
  let n = 0
  const mixed = (): {
    method: string
    path: string
    headers: Record<string, string>
    body?: string
  } => {
    n += 1
    const roll = n % 20
    if (roll < 14) return { method: 'GET', path: reads[n % reads.length]!, headers: {} }
    if (roll < 17) {
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
      return {
        method: 'POST',
        path: '/api/contact/addmsg',
        headers: { ...json, 'x-forwarded-for': address },
        body: JSON.stringify({ name: 'Load', email: 'load@example.com', msg: `Message ${n}` }),
      }
    }
    if (roll < 19) {
      const id = educationIds[n % educationIds.length]!
      return {
        method: 'PUT',
        path: `/api/edu/updateedu/${id}`,
        headers: owner,
        body: JSON.stringify({ year: String(n), clg: 'College', edu: 'BSc', sts: '', link: '' }),
      }
    }
    return {
      method: 'GET',
      path: '/api/user/getuser',
      headers: { 'auth-token': owner['auth-token']! },
    }
  }

  // Warm-up: the server climbs from its idle memory to its working set under this mix; memory
  // growth is measured after it, over the SECONDS that follow.
  if (WARMUP_SECONDS > 0) {
    await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: WARMUP_SECONDS,
      timeout: 30,
      requests: [{ setupRequest: (request) => ({ ...request, ...mixed() }) }],
    })
  }

  const samples: Array<{ at: number; kib: number }> = []
  const started = Date.now()
  const sampler = setInterval(() => {
    const kib = residentKiB(server.pid)
    if (kib !== undefined) samples.push({ at: Date.now() - started, kib })
  }, 500)
  const errorCodes = new Map<string, number>()
  const instance = autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Generous: the machine this runs on may be shared; a slow answer is not a lost one.
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, ...mixed() }) }],
  })
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message
    errorCodes.set(code, (errorCodes.get(code) ?? 0) + 1)
  })
  const result = await instance
  clearInterval(sampler)

  const half = (SECONDS * 1000) / 2
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)
  const firstHalf = mean(samples.filter((s) => s.at < half).map((s) => s.kib))
  const secondHalf = mean(samples.filter((s) => s.at >= half).map((s) => s.kib))
  const growth = secondHalf / firstHalf - 1
  const peak = Math.max(...samples.map((s) => s.kib))
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ')
  console.log(
    `Load: ${CONNECTIONS} connections for ${SECONDS} s on ${schema ? 'PostgreSQL' : 'SQLite'}`,
  )
  console.log(
    `  requests: ${result.requests.total} (${result.requests.average.toFixed(0)} rps average)`,
  )
  console.log(`  statuses: ${statuses}`)
  console.log(
    `  errors: ${result.errors} ${JSON.stringify(Object.fromEntries(errorCodes))}, timeouts: ${result.timeouts}, 5xx: ${result['5xx']}`,
  )
  console.log(
    `  latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  )
  console.log(
    `  server RSS: first half ${(firstHalf / 1024).toFixed(1)} MiB, second half ${(secondHalf / 1024).toFixed(1)} MiB (${(growth * 100).toFixed(1)}%), peak ${(peak / 1024).toFixed(1)} MiB`,
  )
  console.log(
    `  aim (second half within ${RSS_GROWTH_AIM * 100}% of the first): ${growth <= RSS_GROWTH_AIM ? 'met' : 'missed'}`,
  )
  const crashed = server.child.exitCode !== null || server.child.signalCode !== null
  ok =
    !crashed &&
    result['5xx'] === 0 &&
    result.errors === 0 &&
    result.timeouts === 0 &&
    growth <= MAX_RSS_GROWTH
  if (crashed) console.log(`  the server exited:\n${server.output()}`)
  console.log(ok ? 'PASS' : 'FAIL')
  server.child.kill('SIGTERM')
  await server.exited
} finally {
  await schema?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(ok ? 0 : 1)
