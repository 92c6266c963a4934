import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The command itself, on SQLite in a temporary DATA_DIR, password piped on stdin. Starting a
 * TypeScript process is slow on a busy machine, hence the longer timeout.
 */
describe('npm run owner -- set-password', { timeout: 60_000 }, () => {
  let dataDir: string
  const env = () => {
    const { DATABASE_URL: _, ...rest } = process.env
    return { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'silent', OWNER_PASSWORD: 'initial passphrase' }
  }
  const run = (args: string[], input: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/owner.ts', ...args], {
      cwd: root,
      env: env(),
      input,
      encoding: 'utf8',
    })
  const login = async (password: string) => {
    const app = await buildApp(loadConfig(env()), { logger: false })
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'admin', password },
      })
      return response.statusCode
    } finally {
      await app.close()
    }
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-owner-'))
    expect(await login('initial passphrase')).toBe(200)
  }, 60_000)
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('reads the password from stdin and sets it', async () => {
    const result = run(['set-password'], 'set from the command line\n')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('Password set for the owner "admin"')
    expect(await login('set from the command line')).toBe(200)
  })

  it('refuses a weak password and a password on the command line', () => {
    const weak = run(['set-password'], 'qwerty123\n')
    expect(weak.status).toBe(1)
    expect(weak.stderr).toMatch(/commonly used/)
    const inArgs = run(['set-password', 'my password'], '')
    expect(inArgs.status).toBe(2)
    expect(inArgs.stderr).toMatch(/Usage/)
  })
})
