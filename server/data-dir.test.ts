import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { secureDataDir } from './data-dir.ts'
import { startServer, tempDir, type ServerProcess } from './security/server-process.ts'

const modeOf = (target: string) => fs.statSync(target).mode & 0o777

describe('DATA_DIR is private to the server user', () => {
  const dirs: string[] = []
  let server: ServerProcess | undefined
  afterEach(() => {
    server?.child.kill('SIGKILL')
    server = undefined
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('creates a missing folder 0700', () => {
    const parent = tempDir('modes')
    dirs.push(parent)
    const dataDir = path.join(parent, 'data')
    expect(secureDataDir(dataDir)).toEqual([])
    expect(modeOf(dataDir)).toBe(0o700)
  })

  it('makes looser folders 0700 and files 0600, and says which', () => {
    const dataDir = tempDir('modes')
    dirs.push(dataDir)
    fs.chmodSync(dataDir, 0o755)
    fs.mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 })
    fs.writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'x', { mode: 0o644 })
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'x', { mode: 0o600 })
    fs.symlinkSync('/etc/hostname', path.join(dataDir, 'link'))
    const changed = secureDataDir(dataDir)
    expect(changed.sort()).toEqual(['.', 'outbox', path.join('outbox', 'old.eml')].sort())
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(path.join(dataDir, 'outbox'))).toBe(0o700)
    expect(modeOf(path.join(dataDir, 'outbox', 'old.eml'))).toBe(0o600)
    expect(modeOf(path.join(dataDir, 'auth-secret'))).toBe(0o600)
    expect(modeOf('/etc/hostname') & 0o044).toBe(0o044)
  })

  it('the server, started with a loose DATA_DIR, fixes it, logs it once, and creates only private files', async () => {
    const dataDir = tempDir('modes')
    dirs.push(dataDir)
    fs.chmodSync(dataDir, 0o755)
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'x', { mode: 0o644 })
    server = await startServer({
      dataDir,
      env: { LOG_LEVEL: 'info', AUTH_SECRET: '', CONTACT_DAILY_LIMIT: '5' },
      discardStdout: false,
    })
    // A contact message makes the server write a notice mail to the outbox.
    const sent = await fetch(`${server.url}/api/contact/addmsg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@example.com', msg: 'hello' }),
    })
    expect(sent.status).toBe(200)
    // The notice goes out after the answer: wait until it is in the outbox.
    const outbox = path.join(dataDir, 'outbox')
    await expect.poll(() => fs.existsSync(outbox) && fs.readdirSync(outbox).length).toBe(1)
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name)
        return fs.statSync(full).isDirectory() ? [full, ...walk(full)] : [full]
      })
    const entries = walk(dataDir).filter((entry) => !entry.includes('no-web-build'))
    expect(entries.map((entry) => path.relative(dataDir, entry))).toEqual(
      expect.arrayContaining(['vitrine.sqlite', 'auth-secret', 'outbox', 'notes.txt']),
    )
    expect(modeOf(dataDir)).toBe(0o700)
    for (const entry of entries) {
      const wanted = fs.statSync(entry).isDirectory() ? 0o700 : 0o600
      expect([path.relative(dataDir, entry), modeOf(entry)]).toEqual([
        path.relative(dataDir, entry),
        wanted,
      ])
    }
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('data_dir_made_private'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('was readable by other users')
  }, 120_000)
})
