/**
 * Bench (`npm run bench`): throughput of the production server against bare Fastify, its start
 * time and its memory. A measurement, not a test: it exits 0 when it ran, even if a target is
 * missed (it names the missed ones), and non-zero only when it could not run or got a non-2xx
 * answer, an error or a timeout. Writes bench/results.json. See docs/performance.md.
 *
 * 1. Start time: three fresh starts of the built server (fresh SQLite DATA_DIR, demo content),
 *    each timed from spawn to the first 200 on /healthz; the median is compared with 1.0 s. Then
 *    three restarts on the data the last one made (an owner's restart): median against 0.6 s. The
 *    last one's resident memory once settled is the idle figure (target 90 MiB).
 * 2. Throughput: each target's answer is recorded once (status, headers, compressed body, asked
 *    with a browser's accept and accept-encoding, BENCH_ACCEPT_ENCODING, '' for none), and bare
 *    Fastify in its own process answers those very bytes on the same path (bare-fastify.ts). Then
 *    each target in turn, its replica first and the server right after (never two at once), each
 *    warmed up for 2 s and loaded for BENCH_DURATION s (10) with BENCH_CONNECTIONS (50) by
 *    autocannon; the ratio divides the two. Then GET / with a query string never seen before on
 *    every request (utm_source=bench-N), against GET / (target 0.5×). Ratio targets
 *    (docs/performance.md): 0.85× for an API answer, 0.9× for a page's HTML and an image, 0.8×
 *    for the cached PDF. And POST /api/analytics/views, the report a
 *    shown page sends, with a browser's user agent so each one is counted and written for real
 *    (the per-address bound raised for the bench's one address): what a visit adds to its page,
 *    shown beside the others, with no target of its own. The analytics' figure is the next one:
 *    GET / while VIEWS_PER_SECOND (500, BENCH_VIEWS_PER_SECOND) page views a second are being
 *    counted at the same time for COUNTING_DURATION_S (60, BENCH_COUNTING_DURATION), against GET /
 *    alone (target 0.9×: recording costs the pages at most 10%), with the server's memory sampled
 *    meanwhile (the recorder's backlog is bounded).
 * 3. Memory: the server's VmRSS after the last target, against 120 MiB.
 * 4. The résumé PDF (before the throughput runs): the first one the server draws (its thread and
 *    fonts load), then one after an owner's edit (a new content version, the thread running),
 *    each timed from request to last byte, with the server's resident memory sampled every 5 ms
 *    meanwhile (the extra is the peak over the figure before). Targets: 400 ms and 50 MB for the
 *    PDF after an edit. The cached PDF is then a throughput target like the others (kind `pdf`,
 *    0.8× bare Fastify sending the same bytes).
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import type { Project } from '@contract/project.ts'
import { BEST_COMPRESSION_AFTER_MS } from '../../server/modules/web-host/page-cache.ts'
import {
  cpuTimeMs,
  freePort,
  ownerHeaders,
  publishSite,
  residentKiB,
  ROOT,
} from '../../server/security/server-process.ts'
import { ensureBuild, startProductionServer } from '../support/production-server.ts'
import { formatTable } from '../support/table.ts'
import type { RecordedAnswer } from './bare-fastify.ts'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WARMUP_S = 2
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br'
const STARTS = 3
// The required figures (docs/performance.md); the aims are higher still: 0.85–0.9×, 0.5 s,
// 80 / 110 MiB.
const START_TARGET_MS = 1000
const RESTART_TARGET_MS = 600
const IDLE_RSS_TARGET_MIB = 90
/** The server loads its web side a second after it listens (web-host-plugin.ts): idle is after. */
const IDLE_AFTER_MS = 3000
const RSS_TARGET_MIB = 120
/** A page asked with a query string never seen before (a campaign tag), against the same page. */
const UNIQUE_QUERY_TARGET_RATIO = 0.5
/** Page views a second recorded while GET / is measured (a very busy portfolio's peak). */
const VIEWS_PER_SECOND = Number(process.env.BENCH_VIEWS_PER_SECOND ?? 500)
/** How long GET / is measured while they are counted: long enough for the backlog to show. */
const COUNTING_DURATION_S = Number(process.env.BENCH_COUNTING_DURATION ?? 60)
const WHILE_COUNTING_TARGET_RATIO = 0.9
const mib = (kib: number | undefined) => (kib === undefined ? '?' : (kib / 1024).toFixed(1))
const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json')

type Kind = 'api' | 'html' | 'media' | 'view' | 'pdf'
/** Lowest acceptable share of bare Fastify's requests per second, per kind of answer. */
const TARGET_RATIO: Record<Kind, number> = { api: 0.85, html: 0.9, media: 0.9, view: 0, pdf: 0.8 }
/** A résumé PDF drawn afresh (docs/performance.md): its time and the memory it takes meanwhile. */
const PDF_TARGET_MS = 400
const PDF_EXTRA_TARGET_MB = 50
const ACCEPT: Record<Kind, string> = {
  pdf: 'application/pdf,*/*;q=0.8',
  api: 'application/json',
  html: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  media: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
  view: '*/*',
}

/** A page view as the islands script reports it, from a browser that is counted. */
const PAGE_VIEW = {
  body: JSON.stringify({ page: '/projects', referrer: 'https://news.ycombinator.com/' }),
  headers: {
    'content-type': 'application/json',
    'user-agent':
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
}

interface Figures {
  rps: number
  p50: number
  p99: number
  requests: number
  non2xx: number
  /** Connection errors, timeouts included. */
  errors: number
  timeouts: number
  /** The serving process's CPU time per answer: hardly depends on other work on the machine. */
  cpuUsPerRequest: number | undefined
}

/**
 * Waits until process `pid` has drained the requests a previous run left in flight (autocannon
 * stops sending, but the server finishes what it started): under 5% of a core for half a second.
 */
async function waitUntilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 120_000
  let previous = cpuTimeMs(pid)
  while (previous !== undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = cpuTimeMs(pid)
    if (now === undefined || now - previous < 25) return
    previous = now
  }
}

/**
 * A page's answer as the server keeps sending it: a page rendered afresh is compressed fast and
 * gets its best compression once it has stayed current for a while (web-host/page-cache.ts), so
 * its answer is recorded again until that wait is over and two recordings in a row agree.
 */
async function settledAnswer(
  base: string,
  target: { path: string; kind: Kind },
): Promise<RecordedAnswer> {
  // A second more for the pages compressed before it (one at a time).
  const settlesAt = Date.now() + BEST_COMPRESSION_AFTER_MS + 1000
  const deadline = settlesAt + 30_000
  let previous = await recordAnswer(base, target)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const answer = await recordAnswer(base, target)
    const settled = Date.now() > settlesAt && answer.bodyBase64 === previous.bodyBase64
    if (settled || Date.now() > deadline) return answer
    previous = answer
  }
}

/** What every request of a kind carries: a browser's accept and accept-encoding. */
function requestHeaders(kind: Kind): Record<string, string> {
  return {
    ...(kind === 'view' ? PAGE_VIEW.headers : {}),
    accept: ACCEPT[kind],
    ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
  }
}

/** Headers the replica leaves to its own framework: they are per connection or per answer. */
const HOP_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
])

/** One target's answer as it left the server, bytes untouched (no decompression). */
function recordAnswer(base: string, target: { path: string; kind: Kind }): Promise<RecordedAnswer> {
  const method = target.kind === 'view' ? 'POST' : 'GET'
  return new Promise((resolve, reject) => {
    http
      .request(
        new URL(target.path, base),
        { method, headers: requestHeaders(target.kind) },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () => {
            const headers: Record<string, string> = {}
            for (const [name, value] of Object.entries(response.headers)) {
              if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = String(value)
            }
            resolve({
              method,
              path: target.path,
              status: response.statusCode ?? 0,
              headers,
              bodyBase64: Buffer.concat(chunks).toString('base64'),
            })
          })
        },
      )
      .on('error', reject)
      .end(target.kind === 'view' ? PAGE_VIEW.body : undefined)
  })
}

/** Warms up, then measures one URL served by process `pid`; nothing else is loaded meanwhile. */
async function measure(
  url: string,
  pid: number,
  kind: Kind,
  { uniqueQuery = false, viewsPerSecond = 0, duration = DURATION_S } = {},
): Promise<Figures> {
  const headers = requestHeaders(kind)
  const pathname = new URL(url).pathname
  let sent = 0
  // Each request its own never-seen query string, as links with campaign tags arrive.
  const requests = uniqueQuery
    ? [
        {
          setupRequest: (request: object) => ({
            ...request,
            path: `${pathname}?utm_source=bench-${++sent}`,
          }),
        },
      ]
    : undefined
  const run = (duration: number) =>
    // Generous timeout: on a busy machine a slow answer is not a lost one.
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      timeout: 30,
      headers,
      ...(kind === 'view' ? { method: 'POST' as const, body: PAGE_VIEW.body } : {}),
      ...(requests ? { requests } : {}),
    })
  await waitUntilIdle(pid)
  // Page views reported meanwhile, at a steady rate, from a second load generator.
  const views =
    viewsPerSecond > 0
      ? autocannon({
          url: new URL('/api/analytics/views', url).href,
          method: 'POST',
          body: PAGE_VIEW.body,
          headers: requestHeaders('view'),
          connections: 4,
          overallRate: viewsPerSecond,
          duration: WARMUP_S + duration + 1,
        })
      : undefined
  const warmup = await run(WARMUP_S)
  // With views arriving the server is never idle: measure straight after the warm-up.
  if (!views) await waitUntilIdle(pid)
  const cpuBefore = cpuTimeMs(pid)
  const result: Result = await run(duration)
  const counted = await views
  if (counted && (counted.non2xx > 0 || counted.errors > 0))
    throw new Error(`page views sent during the run failed: ${counted.non2xx} non-2xx`)
  // What was still in flight at the end is served (and costs CPU) after the run.
  await waitUntilIdle(pid)
  const cpuAfter = cpuTimeMs(pid)
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    // A failed warm-up request counts too: the run is only clean when every answer was 2xx.
    non2xx: result.non2xx + warmup.non2xx,
    errors: result.errors + warmup.errors,
    timeouts: result.timeouts + warmup.timeouts,
    cpuUsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.sent === 0
        ? undefined
        : // Every request sent was served by the time cpuAfter was read, answered in time or not.
          ((cpuAfter - cpuBefore) * 1000) / result.requests.sent,
  }
}

/** Bare Fastify in a child process of its own; resolves once it answers. */
async function startReference(answers: RecordedAnswer[]) {
  const port = await freePort()
  const replicaFile = path.join(os.tmpdir(), `vitrine-bench-replica-${process.pid}.json`)
  fs.writeFileSync(replicaFile, JSON.stringify(answers))
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-fastify.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      NODE_ENV: 'production',
      REPLICA_FILE: replicaFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const url = `${origin}/__replica-ready`
  const deadline = Date.now() + 30_000
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error('the bare Fastify reference exited during start')
    if (Date.now() > deadline) throw new Error('the bare Fastify reference did not answer in 30 s')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url: origin,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      fs.rmSync(replicaFile, { force: true })
    },
  }
}

/** One GET of /resume.pdf timed to its last byte, the server's memory sampled meanwhile. */
async function drawPdf(base: string, pid: number) {
  await waitUntilIdle(pid)
  const before = residentKiB(pid) ?? 0
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentKiB(pid) ?? 0)
  }, 5)
  const started = performance.now()
  const response = await fetch(`${base}/resume.pdf`)
  const bytes = (await response.arrayBuffer()).byteLength
  const ms = performance.now() - started
  clearInterval(sampler)
  peak = Math.max(peak, residentKiB(pid) ?? 0)
  if (response.status !== 200) throw new Error(`/resume.pdf answered ${response.status}`)
  return { ms, bytes, extraMB: ((peak - before) * 1024) / 1e6 }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const clean = (figures: Figures) =>
  figures.non2xx === 0 && figures.errors === 0 && figures.timeouts === 0

ensureBuild()
const loadBefore = os.loadavg()[0]!
if (loadBefore > os.cpus().length) {
  console.log(
    `Note: the load average is ${loadBefore.toFixed(1)} on ${os.cpus().length} cores: ` +
      'other work competes for the CPU, and the figures will be lower and noisier.',
  )
}

// 1. Start time: fresh starts; the last one stays up for the throughput runs.
const startsMs: number[] = []
const startsCpuMs: number[] = []
// The bench sends every page view from one address: its bound is raised so each one is counted.
const BENCH_ENV = { ANALYTICS_VIEWS_PER_MINUTE: '1000000' }
let server = await startProductionServer('bench', BENCH_ENV)
for (;;) {
  startsMs.push(server.startMs)
  startsCpuMs.push(server.startCpuMs ?? Number.NaN)
  console.log(
    `start ${startsMs.length}: ${server.startMs.toFixed(0)} ms to a healthy /healthz ` +
      `(${server.startCpuMs?.toFixed(0) ?? '?'} ms of CPU)`,
  )
  if (startsMs.length === STARTS) break
  await server.stop()
  server = await startProductionServer('bench', BENCH_ENV)
}
const startMedianMs = median(startsMs)
// Restarts on existing data: the data the last fresh start made (migrations done, demo in place).
const restartsMs: number[] = []
while (restartsMs.length < STARTS) {
  server = await server.restart()
  restartsMs.push(server.startMs)
  console.log(`restart ${restartsMs.length}: ${server.startMs.toFixed(0)} ms to a healthy /healthz`)
}
const restartMedianMs = median(restartsMs)
// Idle memory: the last start, settled (its background image warm-up and the web side it loads a
// second after listening included), before any load.
await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_MS))
await waitUntilIdle(server.pid)
const idleRssKiB = residentKiB(server.pid)
// The pages are measured as a published site's visitors get them (the demo starts unpublished).
await publishSite(server.url, await ownerHeaders(server.url))

try {
  // 4. The résumé PDF drawn afresh: first by a thread that starts, then after an edit.
  const firstPdf = await drawPdf(server.url, server.pid)
  const headers = await ownerHeaders(server.url)
  const current = (await (await fetch(`${server.url}/api/site/settings`)).json()) as {
    data: Record<string, unknown>
  }
  const edited = await fetch(`${server.url}/api/site/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...current.data, location: 'Bench City' }),
  })
  if (edited.status !== 200) throw new Error(`the settings answered ${edited.status}`)
  const redrawnPdf = await drawPdf(server.url, server.pid)
  const pdfPass = redrawnPdf.ms <= PDF_TARGET_MS && redrawnPdf.extraMB <= PDF_EXTRA_TARGET_MB
  console.log(
    `\nRésumé PDF (${redrawnPdf.bytes} B): the first one ${firstPdf.ms.toFixed(0)} ms ` +
      `(+${firstPdf.extraMB.toFixed(1)} MB, its thread starting); after an edit ` +
      `${redrawnPdf.ms.toFixed(0)} ms (+${redrawnPdf.extraMB.toFixed(1)} MB) ` +
      `(target ≤ ${PDF_TARGET_MS} ms, ≤ ${PDF_EXTRA_TARGET_MB} MB) ${pdfPass ? 'pass' : 'FAIL'}`,
  )

  // 2. Throughput. The media URL is the first project's image, as the projects page shows it.
  const projects = (await (await fetch(`${server.url}/api/project/fetchprojects`)).json()) as {
    data: Project[]
  }
  const image = projects.data.find((project) => project.image)?.image
  if (!image) throw new Error('the projects API answered no image to measure')
  const mediaPath = new URL(image, server.url).pathname
  const mediaName = `GET ${mediaPath.replace(/^(\/media\/.{8}).*(\.\w+)$/, '$1…$2')}`
  const targets: Array<{ name: string; path: string; kind: Kind }> = [
    { name: 'GET /api/project/fetchprojects', path: '/api/project/fetchprojects', kind: 'api' },
    { name: 'GET /api/user/fetchuserdetails', path: '/api/user/fetchuserdetails', kind: 'api' },
    { name: 'GET / (HTML)', path: '/', kind: 'html' },
    { name: 'GET /projects (HTML)', path: '/projects', kind: 'html' },
    // The demo's custom section: its page and its public API answer.
    { name: 'GET /talks (HTML)', path: '/talks', kind: 'html' },
    { name: 'GET /api/sections/talks', path: '/api/sections/talks', kind: 'api' },
    { name: mediaName, path: mediaPath, kind: 'media' },
    // The résumé PDF, cached for this content version (drawn above).
    { name: 'GET /resume.pdf', path: '/resume.pdf', kind: 'pdf' },
    { name: 'POST /api/analytics/views', path: '/api/analytics/views', kind: 'view' },
  ]

  console.log(
    `\nThroughput: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s each, one at a time`,
  )
  // The replica answers what the server answered, byte for byte, on the same paths: a page's
  // answer once its best compression has replaced the fast one.
  const answers = await Promise.all(
    targets.map((target) =>
      target.kind === 'html' ? settledAnswer(server.url, target) : recordAnswer(server.url, target),
    ),
  )
  for (const answer of answers) {
    const expected = answer.method === 'POST' ? 202 : 200
    if (answer.status !== expected)
      throw new Error(`${answer.path} answered ${answer.status}, not ${expected}`)
  }
  const reference = await startReference(answers)
  let rssKiB: number | undefined
  let uniqueQuery: Figures | undefined
  let whileCounting: Figures | undefined
  const countingRss: { before?: number; peak?: number } = {}
  const measured: Array<(typeof targets)[number] & Figures & { replica: Figures }> = []
  try {
    for (const target of targets) {
      console.log(`  ${target.name}: bare Fastify sending the same bytes, then Vitrine…`)
      const replica = await measure(reference.url + target.path, reference.pid, target.kind)
      measured.push({
        ...target,
        ...(await measure(server.url + target.path, server.pid, target.kind)),
        replica,
      })
    }
    console.log('  GET /?utm_source=<unique each time> (HTML)…')
    uniqueQuery = await measure(server.url + '/', server.pid, 'html', { uniqueQuery: true })
    console.log(`  GET / (HTML) while ${VIEWS_PER_SECOND} page views a second are counted…`)
    // The server's memory is sampled meanwhile: the recorder's backlog must stay bounded.
    countingRss.before = residentKiB(server.pid)
    const sampler = setInterval(() => {
      countingRss.peak = Math.max(countingRss.peak ?? 0, residentKiB(server.pid) ?? 0)
    }, 250)
    try {
      whileCounting = await measure(server.url + '/', server.pid, 'html', {
        viewsPerSecond: VIEWS_PER_SECOND,
        duration: COUNTING_DURATION_S,
      })
    } finally {
      clearInterval(sampler)
    }
    // 3. Memory, right after the load on the server ends.
    rssKiB = residentKiB(server.pid)
  } finally {
    await reference.stop()
  }

  const rows = measured.map((target) => {
    const ratio = target.rps / target.replica.rps
    const targetRatio = TARGET_RATIO[target.kind]
    const cpuRatio =
      target.replica.cpuUsPerRequest === undefined || target.cpuUsPerRequest === undefined
        ? undefined
        : target.replica.cpuUsPerRequest / target.cpuUsPerRequest
    return {
      ...target,
      bytes: Buffer.from(
        answers.find((answer) => answer.path === target.path)!.bodyBase64,
        'base64',
      ).length,
      ratio,
      targetRatio,
      pass: ratio >= targetRatio && clean(target) && clean(target.replica),
      cpuRatio,
    }
  })
  const cpu = (figures: Figures) =>
    figures.cpuUsPerRequest === undefined ? '?' : `${figures.cpuUsPerRequest.toFixed(0)} µs`
  console.log(
    '\n' +
      formatTable(
        [
          'target',
          'body',
          'req/s',
          'bare req/s',
          'p50',
          'p99',
          'non-2xx',
          'errors',
          'ratio',
          'target',
          'result',
          'CPU/req',
          'bare CPU/req',
          'CPU ratio',
        ],
        rows.map((row) => [
          row.name,
          `${row.bytes} B`,
          row.rps.toFixed(0),
          row.replica.rps.toFixed(0),
          `${row.p50} ms`,
          `${row.p99} ms`,
          String(row.non2xx + row.replica.non2xx),
          String(row.errors + row.replica.errors),
          row.ratio.toFixed(2),
          row.targetRatio ? `≥ ${row.targetRatio}` : '—',
          row.pass ? (row.targetRatio ? 'pass' : 'clean') : 'FAIL',
          cpu(row),
          cpu(row.replica),
          row.cpuRatio?.toFixed(2) ?? '?',
        ]),
      ),
  )
  console.log(
    "ratio: Vitrine's req/s over bare Fastify's sending the same status, headers and " +
      "compressed body on the same path, measured just before. CPU ratio: bare Fastify's CPU " +
      "time per request over Vitrine's, what the ratio tends to when the server has a core to " +
      'itself (the load generator shares these cores).',
  )

  const home = measured.find((target) => target.path === '/')
  const uniqueRatio = uniqueQuery && home ? uniqueQuery.rps / home.rps : undefined
  const uniquePass =
    uniqueRatio !== undefined &&
    uniqueRatio >= UNIQUE_QUERY_TARGET_RATIO &&
    uniqueQuery !== undefined &&
    clean(uniqueQuery)
  console.log(
    `\nGET /?utm_source=<unique each time>: ${uniqueQuery?.rps.toFixed(0) ?? '?'} req/s, ` +
      `${uniqueRatio?.toFixed(2) ?? '?'} × GET / (target ≥ ${UNIQUE_QUERY_TARGET_RATIO}) ${uniquePass ? 'pass' : 'FAIL'}`,
  )

  const countingRatio = whileCounting && home ? whileCounting.rps / home.rps : undefined
  const countingPass =
    countingRatio !== undefined &&
    countingRatio >= WHILE_COUNTING_TARGET_RATIO &&
    whileCounting !== undefined &&
    clean(whileCounting)
  console.log(
    `GET / while ${VIEWS_PER_SECOND} page views a second are counted: ` +
      `${whileCounting?.rps.toFixed(0) ?? '?'} req/s, ${countingRatio?.toFixed(2) ?? '?'} × GET / ` +
      `(target ≥ ${WHILE_COUNTING_TARGET_RATIO}) ${countingPass ? 'pass' : 'FAIL'} ` +
      `over ${COUNTING_DURATION_S} s; server memory ${mib(countingRss.before)} MiB before, ` +
      `${mib(countingRss.peak)} MiB at most meanwhile`,
  )

  const startPass = startMedianMs <= START_TARGET_MS
  const restartPass = restartMedianMs <= RESTART_TARGET_MS
  const rssMiB = rssKiB === undefined ? undefined : rssKiB / 1024
  const rssPass = rssMiB !== undefined && rssMiB <= RSS_TARGET_MIB
  console.log(
    `\nStart to healthy: ${startsMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}; ` +
      `median ${startMedianMs.toFixed(0)} ms (target ≤ ${START_TARGET_MS} ms) ${startPass ? 'pass' : 'FAIL'}; ` +
      `CPU time to healthy ${startsCpuMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`,
  )
  console.log(
    `Restart on existing data: ${restartsMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}; ` +
      `median ${restartMedianMs.toFixed(0)} ms (target ≤ ${RESTART_TARGET_MS} ms) ${restartPass ? 'pass' : 'FAIL'}`,
  )
  const idleRssMiB = idleRssKiB === undefined ? undefined : idleRssKiB / 1024
  const idleRssPass = idleRssMiB !== undefined && idleRssMiB <= IDLE_RSS_TARGET_MIB
  console.log(
    `Resident memory idle after start: ${idleRssMiB?.toFixed(1) ?? 'unknown'} MiB ` +
      `(target ≤ ${IDLE_RSS_TARGET_MIB} MiB) ${idleRssPass ? 'pass' : 'FAIL'}`,
  )
  console.log(
    `Resident memory after the bench: ${rssMiB?.toFixed(1) ?? 'unknown'} MiB ` +
      `(target ≤ ${RSS_TARGET_MIB} MiB) ${rssPass ? 'pass' : 'FAIL'}`,
  )

  const missed = [
    ...rows.filter((row) => !row.pass).map((row) => row.name),
    ...(uniquePass ? [] : ['unique query string']),
    ...(countingPass ? [] : ['GET / while page views are counted']),
    ...(startPass ? [] : ['start to healthy']),
    ...(restartPass ? [] : ['restart on existing data']),
    ...(pdfPass ? [] : ['résumé PDF drawn after an edit']),
    ...(idleRssPass ? [] : ['resident memory idle']),
    ...(rssPass ? [] : ['resident memory after load']),
  ]
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: { model: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length },
    memoryGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    // Other work on the machine skews every figure: the 1-minute load average before and after.
    loadAverage: { before: loadBefore, after: os.loadavg()[0] },
    settings: {
      durationSeconds: DURATION_S,
      warmupSeconds: WARMUP_S,
      connections: CONNECTIONS,
      acceptEncoding: ACCEPT_ENCODING,
      database: 'SQLite',
      logLevel: 'info',
    },
    targets: rows,
    start: {
      runsMs: startsMs,
      medianMs: startMedianMs,
      targetMs: START_TARGET_MS,
      pass: startPass,
    },
    restart: {
      runsMs: restartsMs,
      medianMs: restartMedianMs,
      targetMs: RESTART_TARGET_MS,
      pass: restartPass,
    },
    resumePdf: {
      first: firstPdf,
      afterEdit: redrawnPdf,
      targetMs: PDF_TARGET_MS,
      targetExtraMB: PDF_EXTRA_TARGET_MB,
      pass: pdfPass,
    },
    uniqueQuery: {
      figures: uniqueQuery,
      ratioToHome: uniqueRatio,
      target: UNIQUE_QUERY_TARGET_RATIO,
      pass: uniquePass,
    },
    whileCounting: {
      viewsPerSecond: VIEWS_PER_SECOND,
      durationS: COUNTING_DURATION_S,
      rssMiB: { before: countingRss.before, peak: countingRss.peak },
      figures: whileCounting,
      ratioToHome: countingRatio,
      target: WHILE_COUNTING_TARGET_RATIO,
      pass: countingPass,
    },
    memory: {
      idle: { rssMiB: idleRssMiB, targetMiB: IDLE_RSS_TARGET_MIB, pass: idleRssPass },
      rssMiB,
      targetMiB: RSS_TARGET_MIB,
      pass: rssPass,
    },
    missed,
  }
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  fs.writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n')
  console.log(`\nWrote ${path.relative(ROOT, RESULTS_FILE)}`)
  console.log(missed.length ? `Targets missed: ${missed.join('; ')}` : 'Every target met.')

  const unclean = [
    ...rows,
    ...rows.map((row) => row.replica),
    ...(uniqueQuery ? [uniqueQuery] : []),
  ].some((figures) => !clean(figures))
  const crashed = server.child.exitCode !== null || server.child.signalCode !== null
  if (unclean) console.log('Some answers were not 2xx, or failed, or timed out: see the table.')
  if (crashed) console.log(`The server exited during the bench:\n${server.output()}`)
  process.exitCode = unclean || crashed ? 1 : 0
} finally {
  await server.stop()
}
