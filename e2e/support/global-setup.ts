import fs from 'node:fs'
import path from 'node:path'
import { buildIfStale, root } from '../../scripts/build-if-stale.mjs'
import {
  OWNER as SERVER_OWNER,
  publishSite,
  startServer,
  stopServer,
  tempDir,
} from '../../server/security/server-process.ts'
import { startFakeContributions } from './fake-contributions.ts'

export const OWNER_PASSWORD = 'e2e-owner-password'

/** A copy of the web build under node_modules/ (so its imports resolve to the project's packages). */
export function copyWebBuild(prefix: string): string {
  const cacheDir = path.join(root, 'node_modules', '.cache')
  fs.mkdirSync(cacheDir, { recursive: true })
  const copy = fs.mkdtempSync(path.join(cacheDir, prefix))
  fs.cpSync(path.join(root, 'build'), copy, { recursive: true })
  return copy
}

/** The owner's token headers, logged in with the browser tests' password. */
async function ownerToken(url: string) {
  const login = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: SERVER_OWNER.username, password: OWNER_PASSWORD }),
  })
  const { authtoken } = (await login.json()) as { authtoken: string }
  return { 'auth-token': authtoken }
}

/**
 * Production build, real server (server/security/server-process.ts, as every script starts it),
 * temporary SQLite database with the demo content, and a fake contributions service. TRUST_PROXY
 * lets each contact test send from its own address (X-Forwarded-For), so the daily limit of one
 * test never touches another.
 */
export default async function globalSetup() {
  buildIfStale()
  const upstream = await startFakeContributions()
  const dataDir = tempDir('vitrine-e2e')
  // The server runs from a copy of the web build, so a rebuild during the run cannot swap it.
  const webBuild = copyWebBuild('vitrine-e2e-build-')
  const server = await startServer({
    dataDir,
    build: true,
    webBuildDir: webBuild,
    exitWithParent: true,
    env: {
      SEED_DEMO: 'true',
      OWNER_PASSWORD,
      CONTRIBUTIONS_API_URL: upstream.url,
      TRUST_PROXY: 'true',
      // A test opens pages far faster than a person: no page view may answer 429 there.
      ANALYTICS_VIEWS_PER_MINUTE: '1000000',
    },
  })
  process.env.E2E_BASE_URL = server.url
  // The public-site tests read the demo as visitors of a published site see it (a new install
  // starts unpublished: e2e/publishing.spec.ts).
  await publishSite(server.url, await ownerToken(server.url))

  return async () => {
    await stopServer(server)
    await upstream.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(webBuild, { recursive: true, force: true })
    if (process.env.E2E_SHOW_SERVER_LOG) console.log(server.output())
  }
}
