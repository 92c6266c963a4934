import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/database.ts'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The commands themselves, on SQLite in temporary DATA_DIRs. Starting a TypeScript process is
 * slow on a busy machine, hence the longer timeout.
 */
describe('npm run backup / npm run restore', { timeout: 90_000 }, () => {
  let work: string
  const dataDir = (name: string) => path.join(work, name)
  const env = (dir: string) => {
    const { DATABASE_URL: _, ...rest } = process.env
    return { ...rest, DATA_DIR: dir, LOG_LEVEL: 'silent', OWNER_PASSWORD: 'initial passphrase' }
  }
  const run = (script: string, dir: string, args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: env(dir),
      encoding: 'utf8',
    })
  /** Starts the instance once (demo content, owner account) and answers its education list. */
  const startOnce = async (dir: string) => {
    const app = await buildApp(loadConfig(env(dir)), { logger: false })
    try {
      return (await app.inject({ method: 'GET', url: '/api/edu/fetchedu' })).body
    } finally {
      await app.close()
    }
  }

  /** The account log of an instance: what happened, and through what. */
  const accountLog = async (dir: string) => {
    const handle = openDatabase({ databaseUrl: undefined, dataDir: dir })
    try {
      return await handle.db.selectFrom('audit_log').select(['event', 'browser']).execute()
    } finally {
      await handle.close()
    }
  }

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-backup-cli-'))
  })
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

  it('backs up one instance and restores it into another, refusing to overwrite by default', async () => {
    const original = await startOnce(dataDir('source'))
    const file = path.join(work, 'site.tar.gz')

    const backup = run('backup', dataDir('source'), [file])
    expect(backup.stderr).toBe('')
    expect(backup.status).toBe(0)
    expect(backup.stdout).toMatch(/^Backup written: .*site\.tar\.gz \(.* KiB, \d+ images\)/)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)

    const restore = run('restore', dataDir('target'), [file])
    expect(restore.stderr).toBe('')
    expect(restore.status).toBe(0)
    expect(restore.stdout).toMatch(/^Restored the backup of /)
    expect(await startOnce(dataDir('target'))).toBe(original)
    // Both are in the account logs.
    expect(await accountLog(dataDir('source'))).toContainEqual({
      event: 'backup',
      browser: 'npm run backup',
    })
    expect(await accountLog(dataDir('target'))).toContainEqual({
      event: 'restore',
      browser: 'npm run restore',
    })

    const again = run('restore', dataDir('target'), [file])
    expect(again.status).toBe(1)
    expect(again.stderr).toMatch(/not empty.*--replace/)
    expect(run('restore', dataDir('target'), [file, '--replace']).status).toBe(0)
  })

  it('explains its usage and refuses a missing database or archive', () => {
    expect(run('backup', dataDir('none'), []).status).toBe(2)
    const missing = run('backup', dataDir('none'), [path.join(work, 'x.tar.gz')])
    expect(missing.status).toBe(1)
    expect(missing.stderr).toMatch(/No database to back up/)
    const noArchive = run('restore', dataDir('none'), [path.join(work, 'absent.tar.gz')])
    expect(noArchive.status).toBe(1)
    expect(noArchive.stderr).toMatch(/No such file/)
  })
})
