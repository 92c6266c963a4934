/**
 * Scale bench (`npm run bench:scale`): the production server on years of an owner's content
 * (scale-data.ts: 1 000 projects with case studies and images, 1 000 posts with code and images
 * across 50 tags, 300 skills, 200 items in every other list and in a custom section, 10 000
 * contact messages, 50 revisions on 500 records, 3 million page views over 30 days and two years
 * of daily totals), on SQLite, or PostgreSQL when DATABASE_URL is set (a fresh schema).
 * A measurement, not a test: it prints each figure beside its target (docs/performance.md) and
 * exits 0 when it ran, non-zero only when it could not. SCALE=0.1 builds a tenth of the data for
 * a quick look (the targets are for SCALE=1).
 *
 * Figures:
 * - the start on that data, three times (target 1.5 s);
 * - a page rendered afresh after an owner's write (a cache miss) for /, /projects, /blog and a
 *   post: the median of 7 (target 50 ms each), and every public page's HTML size before
 *   compression (target 200 kB);
 * - the Audience report for 30 days and for two years (targets 300 ms and 1 s), and its CSV;
 * - an owner's update of a project with history on: the median of 50 (target 10 ms);
 * - a backup of it all downloaded (the server's peak memory meanwhile, target 150 MiB), and its
 *   restore into a fresh instance;
 * - the sitemap's and the Atom feed's addresses and bytes.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { BACKUP_PATH } from '@contract/backup.ts'
import { startFakeContributions } from '../../e2e/support/fake-contributions.ts'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { sampleInput } from '../../server/test-support/content-samples.ts'
import { openDatabase } from '../../server/db/database.ts'
import {
  freshPostgresSchema,
  ownerHeaders,
  publishSite,
  residentKiB,
  startServer,
  stopServer,
  tempDir,
  type ServerProcess,
} from '../../server/security/server-process.ts'
import { formatTable } from '../support/table.ts'
import { ensureBuild } from '../support/production-server.ts'
import { scaleCounts, writeContent, writeVolume } from './scale-data.ts'

const typeOf = (key: string) => CONTENT_TYPE_LIST.find((type) => type.key === key)!
const aboutType = typeOf('about')
const projectType = typeOf('projects')

const SCALE = Number(process.env.SCALE ?? 1)
if (!(SCALE > 0 && SCALE <= 1)) throw new Error('SCALE is a number above 0 and at most 1')
const counts = scaleCounts(SCALE)
const log = (line: string) => console.log(line)

interface Row {
  figure: string
  value: string
  target: string
  pass: boolean | undefined
}
const rows: Row[] = []
function report(figure: string, value: number, unit: string, target?: number) {
  rows.push({
    figure,
    value: `${value.toFixed(unit === 'ms' ? 1 : 0)} ${unit}`,
    target: target === undefined ? '—' : `≤ ${target} ${unit}`,
    pass: target === undefined ? undefined : value <= target,
  })
}

/** The load average when the bench starts and ends: times are only comparable beside it. */
const loadAverage = () => {
  try {
    return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  } catch {
    return 'unknown'
  }
}
const startLoad = loadAverage()

/** The Atom schema (RFC 4287's RELAX NG) the posts' tests check the feed against too. */
const ATOM_SCHEMA = path.resolve(import.meta.dirname, '../../server/modules/posts/schema/atom.rng')

/**
 * Whether xmllint reads `xml` as well-formed (and valid against `relaxng` when given), in words
 * for the figure's name. The file is kept in BENCH_SAVE_DIR when that is set, to look at afterwards.
 */
function xmlProblem(xml: string, name: string, relaxng?: string): string {
  const dir = process.env.BENCH_SAVE_DIR ?? dataDir
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, name)
  fs.writeFileSync(file, xml)
  const schema = relaxng ? ['--relaxng', relaxng] : []
  const checked = spawnSync('xmllint', ['--noout', ...schema, file], { encoding: 'utf8' })
  if (checked.error) return ' (xmllint not installed: not checked)'
  const what = relaxng ? 'valid (xmllint, Atom RELAX NG)' : 'well-formed (xmllint)'
  return checked.status === 0 ? `, ${what}` : ` NOT ${what}: ${checked.stderr.split('\n')[0]}`
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function timed(
  work: () => Promise<Response>,
): Promise<{ ms: number; response: Response; body: string }> {
  const started = performance.now()
  const response = await work()
  const body = await response.text()
  return { ms: performance.now() - started, response, body }
}

ensureBuild()
const contributions = await startFakeContributions()
const dataDir = tempDir('scale')
const schema = process.env.DATABASE_URL
  ? await freshPostgresSchema(process.env.DATABASE_URL)
  : undefined
const options = {
  dataDir,
  databaseUrl: schema?.url,
  build: true,
  discardStdout: true,
  env: { CONTRIBUTIONS_API_URL: contributions.url, LOG_LEVEL: 'info' },
}
let server: ServerProcess | undefined
try {
  console.log(`Scale bench on ${schema ? 'PostgreSQL' : 'SQLite'}, SCALE=${SCALE}`)
  console.log('Writing the data set…')
  const writeStarted = performance.now()
  server = await startServer(options)
  let owner = await ownerHeaders(server.url)
  await publishSite(server.url, owner)
  const { postSlugs, projectSlugs } = await writeContent(server.url, owner, counts, log)
  await stopServer(server)
  server = undefined
  const handle = openDatabase({ databaseUrl: schema?.url, dataDir })
  try {
    await writeVolume(handle, counts, log)
  } finally {
    await handle.close()
  }
  console.log(`  written in ${((performance.now() - writeStarted) / 1000).toFixed(0)} s`)

  // 1. Start on that data.
  const starts: number[] = []
  for (let run = 0; run < 3; run++) {
    const started = await startServer({ ...options, pollMs: 10 })
    starts.push(started.startMs)
    if (run < 2) await stopServer(started)
    else server = started
  }
  report('Start on the data set (median of 3)', median(starts), 'ms', 1500)
  const url = server!.url
  owner = await ownerHeaders(url)

  // 2. Pages rendered afresh after a write, and every page's size.
  const about = (await (await fetch(url + aboutType.paths.collection)).json()) as {
    data: Array<{ _id: string }>
  }
  const aboutId = about.data[0]!._id
  let edits = 0
  const write = async () => {
    const response = await fetch(url + aboutType.paths.update.replace(':id', aboutId), {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify(sampleInput(aboutType, ++edits)),
    })
    if (!response.ok)
      throw new Error(`the about edit answered ${response.status}: ${await response.text()}`)
  }
  const postPath = `/blog/${postSlugs[0]}`
  for (const path of ['/', '/projects', '/blog', '/blog/tags/topic-1', postPath]) {
    const times: number[] = []
    for (let round = 0; round < 7; round++) {
      await write()
      const { ms, response } = await timed(() =>
        fetch(url + path, { headers: { 'accept-encoding': 'identity' } }),
      )
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
      times.push(ms)
    }
    report(
      `${path === postPath ? '/blog/<post>' : path} rendered after a write (median of 7)`,
      median(times),
      'ms',
      50,
    )
  }
  const pages = [
    '/',
    '/about',
    '/skills',
    '/projects',
    `/projects/${projectSlugs[0]}`,
    '/blog',
    '/blog/tags/topic-1',
    postPath,
    '/talks',
    '/resume',
    '/search?q=production',
  ]
  for (const path of pages) {
    const response = await fetch(url + path, { headers: { 'accept-encoding': 'identity' } })
    const body = await response.text()
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    report(
      `${path} HTML (${Buffer.byteLength(body)} bytes)`,
      Buffer.byteLength(body) / 1024,
      'kB',
      200,
    )
  }

  // 3. The Audience report and its CSV.
  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10)
  for (const [name, days, target] of [
    ['30 days', 30, 300],
    ['two years', 729, 1000],
  ] as const) {
    const times: number[] = []
    for (let round = 0; round < 3; round++) {
      const { ms, response } = await timed(() =>
        fetch(`${url}/api/analytics?from=${day(days - 1)}&to=${day(0)}`, { headers: owner }),
      )
      if (response.status !== 200) throw new Error(`the report answered ${response.status}`)
      times.push(ms)
    }
    report(`Audience report, ${name} (median of 3)`, median(times), 'ms', target)
  }
  const csv = await timed(() =>
    fetch(`${url}/api/analytics/export?from=${day(728)}&to=${day(0)}`, { headers: owner }),
  )
  report(
    `Audience CSV, two years (${(Buffer.byteLength(csv.body) / 1024).toFixed(0)} kB)`,
    csv.ms,
    'ms',
  )

  // 4. An owner's write with history on.
  const projects = (await (await fetch(`${url}/api/projects`)).json()) as {
    data: Array<{ _id: string }>
  }
  const projectId = projects.data[0]!._id
  const writes: number[] = []
  for (let round = 0; round < 50; round++) {
    const { ms, response } = await timed(() =>
      fetch(url + projectType.paths.update.replace(':id', projectId), {
        method: 'PUT',
        headers: owner,
        body: JSON.stringify(sampleInput(projectType, round + 1)),
      }),
    )
    if (!response.ok)
      throw new Error(`the project edit answered ${response.status}: ${await response.text()}`)
    writes.push(ms)
  }
  report('Update a project, history on (median of 50)', median(writes), 'ms', 10)

  // 5. A backup of all of it, downloaded while the server's memory is sampled, then restored
  // into a fresh instance.
  const rssBefore = residentKiB(server!.pid) ?? 0
  let peak = rssBefore
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentKiB(server!.pid) ?? 0)
  }, 10)
  const backupFile = path.join(dataDir, 'scale-backup.tar.gz')
  const backupStarted = performance.now()
  const download = await fetch(url + BACKUP_PATH, { headers: owner })
  if (!download.ok || !download.body) throw new Error(`the backup answered ${download.status}`)
  await pipeline(Readable.fromWeb(download.body as never), fs.createWriteStream(backupFile))
  clearInterval(sampler)
  const backupMs = performance.now() - backupStarted
  const backupMiB = fs.statSync(backupFile).size / 1024 / 1024
  report(
    `Backup download (${backupMiB.toFixed(1)} MiB in ${(backupMs / 1000).toFixed(1)} s, ` +
      `${(rssBefore / 1024).toFixed(0)} MiB before): peak server memory`,
    peak / 1024,
    'MiB',
    150,
  )
  const restoreSchema = process.env.DATABASE_URL
    ? await freshPostgresSchema(process.env.DATABASE_URL)
    : undefined
  const restoreDir = tempDir('scale-restore')
  try {
    const restoreStarted = performance.now()
    const restored = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/restore.ts', backupFile],
      {
        cwd: process.cwd(),
        encoding: 'utf8',
        env: {
          ...process.env,
          DATA_DIR: restoreDir,
          ...(restoreSchema ? { DATABASE_URL: restoreSchema.url } : { DATABASE_URL: '' }),
        },
      },
    )
    if (restored.status !== 0) throw new Error(`the restore failed: ${restored.stderr}`)
    report('Restore of that backup into a fresh instance', performance.now() - restoreStarted, 'ms')
  } finally {
    fs.rmSync(restoreDir, { recursive: true, force: true })
    await restoreSchema?.drop()
  }

  // 6. The sitemap and the feed, each checked as XML (and the sitemap against its schema's
  // limits: 50 000 addresses, 50 MB) with xmllint when it is installed.
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text()
  const addresses = (sitemap.match(/<loc>/g) ?? []).length
  report(
    `Sitemap: ${addresses} addresses, ${Buffer.byteLength(sitemap)} bytes${xmlProblem(sitemap, 'sitemap.xml')}`,
    Buffer.byteLength(sitemap) / 1024,
    'kB',
  )
  if (addresses > 50_000 || Buffer.byteLength(sitemap) > 50 * 1024 * 1024)
    log('  the sitemap is beyond what one sitemap file may hold')
  const locations = sitemap.match(/<loc>[^<]*<\/loc>/g) ?? []
  if (new Set(locations).size !== locations.length) log('  the sitemap names an address twice')
  if (locations.some((location) => !location.startsWith('<loc>http')))
    log('  the sitemap has an address that is not absolute')
  const feed = await (await fetch(`${url}/feed.xml`)).text()
  report(
    `Atom feed: ${(feed.match(/<entry>/g) ?? []).length} entries, ${Buffer.byteLength(feed)} bytes${xmlProblem(feed, 'feed.xml', ATOM_SCHEMA)}`,
    Buffer.byteLength(feed) / 1024,
    'kB',
  )
} finally {
  if (server) await stopServer(server)
  await contributions.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  await schema?.drop()
}

console.log(`\nLoad average (1, 5, 15 min): ${startLoad} at the start, ${loadAverage()} at the end`)
console.log(
  '\n' +
    formatTable(
      ['figure', 'value', 'target', 'result'],
      rows.map((row) => [
        row.figure,
        row.value,
        row.target,
        row.pass === undefined ? '' : row.pass ? 'pass' : 'FAIL',
      ]),
    ),
)
const missed = rows.filter((row) => row.pass === false)
console.log(
  missed.length
    ? `\nTargets missed: ${missed.map((row) => row.figure).join('; ')}`
    : '\nEvery target met.',
)
