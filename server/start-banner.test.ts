import fs from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import {
  OWNER,
  startServer,
  stopServer,
  tempDir,
  type ServerProcess,
} from './security/server-process.ts'

/** What the owner reads when the server starts, at a terminal (pretty) or under a supervisor (json). */
// Each test starts the server from its sources (tsx): tens of seconds on a busy 2-core machine.
describe('the start message', { timeout: 120_000 }, () => {
  let server: ServerProcess | undefined
  let dataDir: string | undefined
  afterEach(async () => {
    if (server) await stopServer(server)
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    server = undefined
  })

  async function start(env: Record<string, string>, ready = 'Stop with Ctrl+C') {
    dataDir = tempDir('banner')
    server = await startServer({
      dataDir,
      env: { LOG_LEVEL: 'info', OWNER_PASSWORD: '', DATABASE_URL: '', ...env },
    })
    // The banner is written right after listening, the health check right after that.
    await expect.poll(() => server!.output()).toContain(ready)
    return server.output()
  }

  it('at a terminal: a short banner with the address, the sign-in page and the first password', async () => {
    const output = await start({ LOG_FORMAT: 'pretty', PUBLIC_URL: 'http://portfolio.test' })
    const password = /Password {3}(\S+)/.exec(output)?.[1]
    expect(password).toMatch(/^[\w-]{24}$/)
    expect(output).toContain('Site       http://portfolio.test\n')
    expect(output).toContain('Dashboard  http://portfolio.test/login\n')
    expect(output).toContain(`Username   ${OWNER.username}\n`)
    // Readable lines, not JSON, and the password only in the banner.
    expect(output).not.toMatch(/^\{"level"/m)
    expect(output.split(password!)).toHaveLength(2)
    await fetch(`${server!.url}/api/exp/fetchexp`)
    await expect.poll(() => server!.output()).toMatch(/INFO: GET \/api\/exp\/fetchexp 200 \d+ ms/)
  })

  it('under a supervisor: JSON lines, the password in the owner_created line, the address logged', async () => {
    const output = await start({ LOG_FORMAT: 'json' }, '"event":"listening"')
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { event?: string; msg: string; url?: string })
    expect(lines.find((line) => line.event === 'owner_created')?.msg).toMatch(
      new RegExp(`^Owner account created\\. Username: ${OWNER.username} {2}Password: [\\w-]{24} `),
    )
    const listening = lines.find((line) => line.event === 'listening')
    expect(listening?.msg).toBe(`Vitrine is running at ${listening?.url}`)
    expect(listening?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(output).not.toContain('Stop with Ctrl+C')
  })
})
