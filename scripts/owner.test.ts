import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The command itself, on SQLite in a temporary DATA_DIR (one per describe, so they never meet),
 * password piped on stdin. Starting a TypeScript process is slow on a busy machine, hence the
 * longer timeouts.
 */
function ownerCommand() {
  let dataDir = ''
  const env = () => {
    const { DATABASE_URL: _, ...rest } = process.env
    return { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'silent', OWNER_PASSWORD: 'initial passphrase' }
  }
  const run = (args: string[], input = '') =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/owner.ts', ...args], {
      cwd: root,
      env: env(),
      input,
      encoding: 'utf8',
    })
  const login = async (password: string, username = 'admin') => {
    const app = await buildApp(loadConfig(env()), { logger: false })
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username, password },
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
  return { run, login }
}

describe('npm run owner -- set-password', { timeout: 180_000 }, () => {
  const { run, login } = ownerCommand()

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

describe('npm run owner -- set-account and show', { timeout: 180_000 }, () => {
  const { run, login } = ownerCommand()

  it('changes the name, e-mail and username given, and show prints them', async () => {
    const result = run([
      'set-account',
      '--name',
      ' Alex Doe ',
      '--email',
      'alex@example.org',
      '--username',
      'alex',
    ])
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('Account updated.')
    expect(await login('initial passphrase', 'alex')).toBe(200)
    expect(await login('initial passphrase', 'admin')).toBe(401)

    const shown = run(['show'])
    expect(shown.status).toBe(0)
    expect(shown.stdout).toBe('Name: Alex Doe\nE-mail: alex@example.org\nUsername: alex\n')

    const onlyName = run(['set-account', '--name', 'Alex Q. Doe'])
    expect(onlyName.status).toBe(0)
    expect(onlyName.stdout).toContain('E-mail: alex@example.org')
    expect(onlyName.stdout).toContain('Name: Alex Q. Doe')
  })

  it('refuses bad values in words and changes nothing', () => {
    const before = run(['show']).stdout
    const badEmail = run(['set-account', '--email', 'not an address'])
    expect(badEmail.status).toBe(1)
    expect(badEmail.stderr).toBe('Enter a valid e-mail address.\n')
    const empty = run(['set-account', '--name', '  '])
    expect(empty.stderr).toBe('Name cannot be empty.\n')
    expect(run(['set-account']).stderr).toBe('Nothing to change.\n')
    const unknown = run(['set-account', '--password', 'x'])
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toMatch(/Usage/)
    expect(run(['show']).stdout).toBe(before)
  })
})
