/**
 * Reverse proxy (`npm run test:proxy`): serves the built app behind Debian's nginx with the very
 * configuration docs/deploy.md shows (deploy/nginx.conf, only its ports and certificate paths
 * substituted), a throwaway self-signed certificate and TRUST_PROXY=127.0.0.1, all on loopback.
 * Checks through HTTPS: a page and an API read, HTTP → HTTPS redirect, the client address the app
 * sees (the contact limit counts per client, a forged X-Forwarded-For is ignored), an upload near
 * UPLOAD_MAX_BYTES, and /readyz. Needs nginx and openssl.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import sharp from 'sharp'
import { DEFAULT_UPLOAD_MAX_BYTES } from '@contract/limits.ts'
import { buildIfStale, root } from '../build-if-stale.mjs'
import { freePort, tempDir } from '../../server/security/server-process.ts'

const SERVER_NAME = 'portfolio.example.com'
const OWNER = { username: 'owner', password: 'a long proxy test passphrase' }
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))

if (!NGINX) {
  console.log('Reverse proxy check: nginx is not installed (apt-get install nginx).')
  process.exit(1)
}

/** deploy/nginx.conf with loopback ports and the test certificate; every anchor must be found. */
function renderConfig(ports: { app: number; http: number; https: number }, dir: string) {
  let text = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
  const substitutions: Array<[string, string]> = [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.app};`],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen [::]:80;', '# (IPv6 listen left out in the test)'],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['listen [::]:443 ssl http2;', '# (IPv6 listen left out in the test)'],
    [`/etc/letsencrypt/live/${SERVER_NAME}/fullchain.pem`, path.join(dir, 'cert.pem')],
    [`/etc/letsencrypt/live/${SERVER_NAME}/privkey.pem`, path.join(dir, 'key.pem')],
  ]
  for (const [from, to] of substitutions) {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`)
    text = text.replace(from, to)
  }
  const limit = /client_max_body_size (\d+)m;/.exec(text)
  if (!limit) throw new Error('deploy/nginx.conf sets no client_max_body_size')
  return { text, maxBodyBytes: Number(limit[1]) * 1024 * 1024 }
}

/** A private nginx: temp prefix, its own pid, logs and temp paths, in the foreground. */
function mainConfig(dir: string) {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? '# Workers read the temp folder of this throwaway run.\nuser root;' : ''}
events { worker_connections 64; }
http {
  access_log ${path.join(dir, 'access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'vitrine.conf')};
}
`
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  ms: number
}

/** One request through nginx, from a chosen loopback address (127.0.0.0/8 is all local). */
function request(
  scheme: 'http' | 'https',
  method: string,
  pathname: string,
  options: { from?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  const started = performance.now()
  const transport = scheme === 'https' ? https : http
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      {
        host: '127.0.0.1',
        port: scheme === 'https' ? ports.https : ports.http,
        method,
        path: pathname,
        localAddress: options.from ?? '127.0.0.1',
        servername: SERVER_NAME,
        ca: certificate,
        agent: false,
        headers: {
          host: SERVER_NAME,
          ...(options.body ? { 'content-length': String(options.body.length) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: Math.round(performance.now() - started),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

async function waitFor(what: string, check: () => Promise<boolean>, output: () => string) {
  const deadline = Date.now() + 90_000
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up within 90 s:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function startProcess(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, exited, output: () => output }
}

async function stop(
  running: { child: ChildProcess; exited: Promise<void> },
  signal: NodeJS.Signals,
) {
  if (running.child.exitCode === null && running.child.signalCode === null)
    running.child.kill(signal)
  await running.exited
}

/** A PNG of noise (which barely compresses) a little under the upload limit. */
async function nearLimitImage(limit: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt((limit * 0.96) / 3))
  const pixels = crypto.randomBytes(side * side * 3)
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

const problems: string[] = []
const lines: string[] = []
const expect = (ok: boolean, line: string) => {
  lines.push(`  ${ok ? 'ok  ' : 'FAIL'} ${line}`)
  if (!ok) problems.push(line)
}

buildIfStale({ log: (message) => console.log(message) })
const dir = tempDir('proxy')
fs.chmodSync(dir, 0o755)
const ports = { app: await freePort(), http: await freePort(), https: await freePort() }
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${SERVER_NAME}`,
    '-addext',
    `subjectAltName=DNS:${SERVER_NAME}`,
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
  ],
  { stdio: 'pipe' },
)
const certificate = fs.readFileSync(path.join(dir, 'cert.pem'))
const { text: siteConfig, maxBodyBytes } = renderConfig(ports, dir)
fs.writeFileSync(path.join(dir, 'vitrine.conf'), siteConfig)
fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir))
const nginxArgs = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]

const dataDir = path.join(dir, 'data')
const server = startProcess(process.execPath, ['dist/server/main.js'], {
  PATH: process.env.PATH ?? '',
  HOME: dir,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(ports.app),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_URL: `https://${SERVER_NAME}`,
  OWNER_USERNAME: OWNER.username,
  OWNER_PASSWORD: OWNER.password,
  AUTH_SECRET: 'a fixed secret for the reverse proxy check, 32+',
  CONTRIBUTIONS_API_URL: 'http://127.0.0.1:9',
  LOG_LEVEL: 'info',
})
let nginx: ReturnType<typeof startProcess> | undefined
let ok = false
try {
  execFileSync(NGINX, ['-t', '-q', ...nginxArgs], { stdio: 'pipe' })
  nginx = startProcess(NGINX, [...nginxArgs, '-g', 'daemon off;'])
  await waitFor(
    'the server',
    async () => (await fetch(`http://127.0.0.1:${ports.app}/healthz`)).ok,
    server.output,
  )
  await waitFor(
    'nginx',
    async () => (await request('https', 'GET', '/healthz')).status === 200,
    () => nginx!.output() + fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
  )

  const page = await request('https', 'GET', '/', { headers: { 'accept-encoding': 'gzip' } })
  expect(
    page.status === 200 &&
      String(page.headers['content-type']).startsWith('text/html') &&
      page.headers['content-encoding'] === 'gzip',
    `GET https://${SERVER_NAME}/ → ${page.status} ${page.headers['content-type']}, ${page.headers['content-encoding'] ?? 'identity'} (compressed once, by the app), ${page.ms} ms`,
  )
  const api = await request('https', 'GET', '/api/edu/fetchedu')
  const apiBody = JSON.parse(api.body.toString() || '{}') as { success?: boolean; data?: unknown[] }
  expect(
    api.status === 200 && apiBody.success === true,
    `GET /api/edu/fetchedu → ${api.status}, ${apiBody.data?.length ?? 0} entries, ${api.ms} ms`,
  )
  const hsts = String(page.headers['strict-transport-security'] ?? '')
  expect(hsts.includes('max-age='), `HSTS from the app passes through: "${hsts}"`)

  const redirect = await request('http', 'GET', '/projects?x=1')
  expect(
    redirect.status === 301 && redirect.headers.location === `https://${SERVER_NAME}/projects?x=1`,
    `GET http://${SERVER_NAME}/projects?x=1 → ${redirect.status} ${redirect.headers.location}`,
  )

  // The contact limit counts per sender address: it shows which address the app saw.
  const contact = (from: string, headers: Record<string, string> = {}) =>
    request('https', 'POST', '/api/contact/addmsg', {
      from,
      headers: { 'content-type': 'application/json', ...headers },
      body: Buffer.from(
        JSON.stringify({ name: 'Proxy Test', email: 'visitor@example.org', msg: `from ${from}` }),
      ),
    })
  const fromTwo: number[] = []
  for (let i = 0; i < 3; i += 1) fromTwo.push((await contact('127.0.0.2')).status)
  const forged = await contact('127.0.0.3', { 'x-forwarded-for': '127.0.0.2' })
  expect(
    fromTwo.join(',') === '200,200,429' && forged.status === 200,
    `client addresses: 127.0.0.2 sends ${fromTwo.join(', ')} (limit 2 a day); 127.0.0.3 forging X-Forwarded-For 127.0.0.2 → ${forged.status}`,
  )
  const loggedAddresses = () =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes('"url":"/api/contact/addmsg"'))
      .map((line) => (JSON.parse(line) as { req?: { remoteAddress?: string } }).req?.remoteAddress)
      .filter(Boolean)
  // A request's log line is written once its answer has gone: wait (up to 5 s) for the last one.
  let logged = loggedAddresses()
  for (const deadline = Date.now() + 5000; Date.now() < deadline && logged.length < 4;) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    logged = loggedAddresses()
  }
  expect(
    logged.includes('127.0.0.2') && logged.includes('127.0.0.3') && !logged.includes('127.0.0.1'),
    `request log remote addresses: ${[...new Set(logged)].join(', ')} (nginx itself is 127.0.0.1)`,
  )

  const login = await request('https', 'POST', '/api/user/login', {
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(OWNER)),
  })
  const token = (JSON.parse(login.body.toString() || '{}') as { authtoken?: string }).authtoken
  expect(login.status === 200 && Boolean(token), `owner login through the proxy → ${login.status}`)
  // A refused sign-in says why from the server's own log, so a red run names its cause.
  if (login.status >= 500) {
    for (const line of server
      .output()
      .split('\n')
      .filter((l) => l.includes('"level":50'))) {
      problems.push(`server error: ${line.slice(0, 2000)}`)
    }
  }
  const image = await nearLimitImage(DEFAULT_UPLOAD_MAX_BYTES)
  const form = new FormData()
  form.append('name', 'Near the limit')
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'noise.png')
  const encoded = new Response(form)
  const upload = await request('https', 'POST', '/api/skill/addskills', {
    headers: {
      'auth-token': token ?? '',
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    body: Buffer.from(await encoded.arrayBuffer()),
  })
  expect(
    upload.status === 200,
    `upload of ${(image.length / 1024 / 1024).toFixed(2)} MiB (${Math.round((image.length / DEFAULT_UPLOAD_MAX_BYTES) * 100)} % of UPLOAD_MAX_BYTES; nginx allows ${maxBodyBytes / 1024 / 1024} MiB) → ${upload.status}, ${upload.ms} ms`,
  )

  const ready = await request('https', 'GET', '/readyz')
  expect(
    ready.status === 200 && ready.body.toString() === '{"status":"ready"}',
    `GET /readyz → ${ready.status} ${ready.body.toString()}`,
  )
  ok = problems.length === 0
} catch (error) {
  problems.push((error as Error).message)
} finally {
  if (nginx) await stop(nginx, 'SIGQUIT')
  await stop(server, 'SIGTERM')
  fs.rmSync(dir, { recursive: true, force: true })
}

const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr
console.log(
  `Reverse proxy (${version.trim() || 'nginx'} with deploy/nginx.conf, TLS on 127.0.0.1:${ports.https}, app on 127.0.0.1:${ports.app}, TRUST_PROXY=127.0.0.1)`,
)
for (const line of lines) console.log(line)
for (const problem of problems.filter((p) => !lines.some((line) => line.includes(p)))) {
  console.log(`  problem: ${problem}`)
}
console.log(ok ? 'PASS' : 'FAIL')
process.exit(ok ? 0 : 1)
