import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildIfStale, root } from '../../scripts/build-if-stale.mjs'
import { startFakeContributions } from './fake-contributions.ts'

export const OWNER_PASSWORD = 'e2e-owner-password'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url: string, child: { exitCode: number | null }, log: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`)
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The server did not become healthy within 60 s:\n${log()}`)
}

/**
 * Production build, real server, temporary SQLite database with the demo content, and a fake
 * contributions service. TRUST_PROXY lets each contact test send from its own address
 * (X-Forwarded-For), so the daily limit of one test never touches another.
 */
export default async function globalSetup() {
  buildIfStale()
  const upstream = await startFakeContributions()
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'))
  // The server runs from a copy of the web build, so a rebuild during the run cannot swap it.
  // The copy sits under node_modules/ so that its imports still resolve to the project's packages.
  const cacheDir = path.join(root, 'node_modules', '.cache')
  fs.mkdirSync(cacheDir, { recursive: true })
  const webBuild = fs.mkdtempSync(path.join(cacheDir, 'vitrine-e2e-build-'))
  fs.cpSync(path.join(root, 'build'), webBuild, { recursive: true })
  const baseUrl = `http://127.0.0.1:${port}`
  let output = ''
  const exitWithParent = path.join(import.meta.dirname, 'exit-with-parent.mjs')
  const main = path.join(root, 'dist/server/main.js')
  const child = spawn(process.execPath, ['--import', exitWithParent, main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      OWNER_USERNAME: 'owner',
      OWNER_PASSWORD,
      CONTRIBUTIONS_API_URL: upstream.url,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: webBuild,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitForHealth(baseUrl, child, () => output)
  process.env.E2E_BASE_URL = baseUrl

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await upstream.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(webBuild, { recursive: true, force: true })
    if (process.env.E2E_SHOW_SERVER_LOG) console.log(output)
  }
}
