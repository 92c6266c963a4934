import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { Decrypter } from 'age-encryption'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BACKUPS_PATHS,
  type BackupListResponse,
  type BackupSettingsInput,
  type StoredBackup,
} from '@contract/backup.ts'
import { outboxMails } from '@/test-support/outbox.ts'
import {
  S3_ACCESS_KEY,
  S3_SECRET_KEY,
  startS3Server,
  type S3Server,
} from '@/test-support/s3-server.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { BACKUP_DIRECTORY } from './backup-destinations.ts'

const PASSPHRASE = 'a long archive passphrase'

function settingsFor(
  s3: S3Server,
  changes: Partial<BackupSettingsInput> = {},
): BackupSettingsInput {
  return {
    schedule: 'off',
    time: '03:00',
    weekday: 0,
    timeZone: 'UTC',
    keepDaily: 7,
    keepWeekly: 4,
    toDirectory: true,
    s3: {
      enabled: true,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      prefix: 'site/',
      accessKey: S3_ACCESS_KEY,
      secretKey: S3_SECRET_KEY,
    },
    encrypt: false,
    ...changes,
  }
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('backups that run by themselves', () => {
  let t: TestApp
  let s3: S3Server
  let owner: Record<string, string>

  const api = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: owner, ...(payload === undefined ? {} : { payload }) })
  const saveSettings = (settings: BackupSettingsInput) =>
    api('PUT', BACKUPS_PATHS.settings, settings)
  const list = async () => (await api('GET', BACKUPS_PATHS.list)).json() as BackupListResponse
  const backUpNow = () => api('POST', BACKUPS_PATHS.list)
  /**
   * The archive "Back up now" made: the one the answer lists that was not stored before (an
   * earlier test's archive made within the same second may sort before it).
   */
  const newBackup = async () => {
    const known = new Set((await list()).data.map((each) => `${each.where}/${each.name}`))
    const made = await backUpNow()
    expect(made.statusCode).toBe(200)
    const added = (made.json().data as StoredBackup[]).filter(
      (each) => !known.has(`${each.where}/${each.name}`),
    )
    expect(added).toHaveLength(1)
    return added[0]!
  }
  const directoryFiles = () =>
    fs.existsSync(path.join(t.config.dataDir, BACKUP_DIRECTORY))
      ? fs.readdirSync(path.join(t.config.dataDir, BACKUP_DIRECTORY)).sort()
      : []
  const addSkill = async (name: string) => {
    const record = { year: '2024', clg: name, edu: 'Backups', sts: '', link: '' }
    const response = await api('POST', '/api/edu/addedu', [record])
    expect(response.statusCode).toBe(200)
  }
  const skillNames = async () =>
    ((await t.app.inject({ url: '/api/edu/fetchedu' })).json().data as { clg: string }[]).map(
      (entry) => entry.clg,
    )

  beforeAll(async () => {
    s3 = await startS3Server()
  })
  afterAll(async () => {
    await s3.close()
  })
  beforeEach(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
    owner = await t.ownerHeaders()
  })
  afterEach(async () => {
    await t.close()
  })

  it('keeps the settings, shows a saved secret only as saved, and seals it in the database', async () => {
    const initial = (await api('GET', BACKUPS_PATHS.settings)).json()
    expect(initial.data).toMatchObject({ schedule: 'off', toDirectory: true, encrypt: false })
    expect(initial.timeZones).toContain('Europe/Paris')

    const saved = await saveSettings(settingsFor(s3, { schedule: 'daily', time: '04:30' }))
    expect(saved.statusCode).toBe(200)
    expect(saved.json().message).toBe('Backup settings saved')
    const shown = (await api('GET', BACKUPS_PATHS.settings)).json()
    expect(shown.data.s3).toEqual({
      enabled: true,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      prefix: 'site/',
      accessKey: S3_ACCESS_KEY,
      secretKeySaved: true,
    })
    const row = await t.database.db
      .selectFrom('backup_settings')
      .selectAll()
      .executeTakeFirstOrThrow()
    expect(row.s3_secret_sealed).toMatch(/^v1\./)
    expect(row.s3_secret_sealed).not.toContain(S3_SECRET_KEY)

    // Saving again without the secret keeps it.
    const { secretKey: _secret, ...withoutSecret } = settingsFor(s3).s3
    expect((await saveSettings(settingsFor(s3, { s3: withoutSecret }))).statusCode).toBe(200)
    expect((await api('GET', BACKUPS_PATHS.settings)).json().data.s3.secretKeySaved).toBe(true)

    const log = (await api('GET', '/api/audit?page=1&limit=5')).json()
    expect(log.data.entries[0]).toMatchObject({ event: 'backup-settings-changed' })
  })

  it('refuses settings that cannot work, in words, and saves nothing', async () => {
    const before = (await api('GET', BACKUPS_PATHS.settings)).json().data
    const refused = async (settings: BackupSettingsInput, message: string | RegExp) => {
      const response = await saveSettings(settings)
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(response.json().success).toBe(false)
      if (typeof message === 'string') expect(response.json().message).toBe(message)
      else expect(response.json().message).toMatch(message)
    }
    await refused(
      settingsFor(s3, { timeZone: 'Mars/Olympus' }),
      '“Mars/Olympus” is not a time zone this server knows',
    )
    await refused(
      settingsFor(s3, { toDirectory: false, s3: { ...settingsFor(s3).s3, enabled: false } }),
      'Choose where backups go: the data directory, an S3 bucket, or both',
    )
    await refused(settingsFor(s3, { encrypt: true }), 'Give a passphrase to encrypt the archives')
    await refused(
      settingsFor(s3, { encrypt: true, passphrase: 'short' }),
      'The passphrase must have at least 12 characters',
    )
    // The bucket is checked before anything is saved.
    await refused(
      settingsFor(s3, { s3: { ...settingsFor(s3).s3, accessKey: 'NOBODY' } }),
      `127.0.0.1:${new URL(s3.endpoint).port} does not know the access key “NOBODY”: check the access key`,
    )
    const port = await closedPort()
    await refused(
      settingsFor(s3, { s3: { ...settingsFor(s3).s3, endpoint: `http://127.0.0.1:${port}` } }),
      `Cannot reach 127.0.0.1:${port}: the connection was refused (nothing listens there)`,
    )
    await refused(
      settingsFor(s3, { s3: { ...settingsFor(s3).s3, bucket: 'no-such-bucket' } }),
      /has no bucket named “no-such-bucket”/,
    )
    expect((await api('GET', BACKUPS_PATHS.settings)).json().data).toEqual(before)
  }, 60_000)

  it('backs up to the data directory and the bucket, checks both copies, lists, downloads and prunes them', async () => {
    expect((await saveSettings(settingsFor(s3, { keepDaily: 2, keepWeekly: 1 }))).statusCode).toBe(
      200,
    )
    const made = await backUpNow()
    expect(made.statusCode).toBe(200)
    const stored = made.json().data as StoredBackup[]
    expect(stored.map((each) => each.where)).toEqual(['directory', 's3'])
    for (const each of stored) {
      // A second backup in the same second (another test of this file) is named with "-2".
      expect(each.name).toMatch(/^vitrine-\d{8}T\d{6}Z(-\d+)?\.tar\.gz$/)
      expect(each.checkedAt).not.toBeNull()
      expect(each.reason).toBe('manual')
      expect(each.content?.entries).toBeGreaterThan(0)
    }
    const name = stored[0]!.name
    // The same bytes in both places.
    const local = fs.readFileSync(path.join(t.config.dataDir, BACKUP_DIRECTORY, name))
    expect(s3.objects('site/').get(`site/${name}`)).toEqual(local)
    expect([...local.subarray(0, 2)]).toEqual([0x1f, 0x8b])

    const listed = await list()
    expect(listed.data.map((each) => [each.where, each.name, each.checkedAt !== null])).toEqual([
      ['directory', name, true],
      ['s3', name, true],
    ])
    expect(listed.problems).toEqual([])
    expect(listed.current.entries).toBe(stored[0]!.content!.entries)

    const download = await api('GET', BACKUPS_PATHS.download('s3', name))
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`)
    expect(download.rawPayload).toEqual(local)
    expect(
      (await api('GET', BACKUPS_PATHS.download('s3', 'vitrine-20000101T000000Z.tar.gz'))).json(),
    ).toEqual({
      success: false,
      message: 'There is no such backup (it may have been pruned)',
    })
    expect((await api('GET', '/api/backups/s3/..%2Fauth-secret')).statusCode).toBe(400)

    // Older archives, from other days and weeks: only the newest of the last 2 days and of this
    // week stay.
    const older = [
      'vitrine-20200106T030000Z.tar.gz', // a Monday
      'vitrine-20200107T030000Z.tar.gz',
      'vitrine-20200107T040000Z.tar.gz',
    ]
    for (const old of older) {
      fs.writeFileSync(path.join(t.config.dataDir, BACKUP_DIRECTORY, old), local)
    }
    expect((await backUpNow()).statusCode).toBe(200)
    const after = (await list()).data.filter((each) => each.where === 'directory')
    const newest = after[0]!.name
    // Kept: today's newest (daily 1 and the week's newest), and the newest of 2020-01-07 (daily 2).
    expect(after.map((each) => each.name)).toEqual([newest, 'vitrine-20200107T040000Z.tar.gz'])
    expect(directoryFiles()).toEqual(['vitrine-20200107T040000Z.tar.gz', newest])
    // In the bucket only today's archives were there: the older one of today goes.
    expect([...s3.objects('site/').keys()]).toEqual([`site/${newest}`])

    const log = (await api('GET', '/api/audit?page=1&limit=5')).json()
    expect(log.data.entries[0]).toMatchObject({
      event: 'backup',
      detail: `${newest} to the data directory and the S3 bucket`,
    })
  }, 60_000)

  it('restores a stored backup: the current state is backed up first, the site serves the restored content at once, the account log says so', async () => {
    expect((await saveSettings(settingsFor(s3, { toDirectory: false }))).statusCode).toBe(200)
    const backup = await newBackup()
    const before = await skillNames()
    await addSkill('Added after the backup')
    expect(await skillNames()).toContain('Added after the backup')

    const restored = await api('POST', BACKUPS_PATHS.restore('s3', backup.name), {})
    expect(restored.statusCode).toBe(200)
    expect(restored.json().message).toBe(`Restored ${backup.name}: the site shows it now`)
    // Served at once (no wait for the once-a-second check).
    expect(await skillNames()).toEqual(before)

    // The state just before the restore is a backup of its own, which brings the skill back.
    const [safety] = restored.json().before as StoredBackup[]
    expect(safety).toMatchObject({ where: 's3', reason: 'before-restore' })
    expect((await api('POST', BACKUPS_PATHS.restore('s3', safety!.name), {})).statusCode).toBe(200)
    expect(await skillNames()).toContain('Added after the backup')

    const log = (await api('GET', '/api/audit?page=1&limit=10')).json()
    expect(
      log.data.entries.find((entry: { event: string }) => entry.event === 'restore'),
    ).toMatchObject({
      event: 'restore',
      detail: safety!.name,
      address: expect.any(String),
    })
  }, 60_000)

  it('encrypts archives with the passphrase (an age file), restores with the saved one, and refuses a wrong one', async () => {
    expect(
      (
        await saveSettings(
          settingsFor(s3, { toDirectory: false, encrypt: true, passphrase: PASSPHRASE }),
        )
      ).statusCode,
    ).toBe(200)
    expect((await api('GET', BACKUPS_PATHS.settings)).json().data).toMatchObject({
      encrypt: true,
      passphraseSaved: true,
    })
    const backup = await newBackup()
    expect(backup.name).toMatch(/\.tar\.gz\.age$/)
    expect(backup.encrypted).toBe(true)
    const stored = s3.objects('site/').get(`site/${backup.name}`)!
    expect(stored.subarray(0, 21).toString()).toBe('age-encryption.org/v1')
    // Any age implementation opens it with the passphrase.
    const decrypter = new Decrypter()
    decrypter.addPassphrase(PASSPHRASE)
    const opened = await decrypter.decrypt(new Uint8Array(stored))
    expect([...opened.subarray(0, 2)]).toEqual([0x1f, 0x8b])

    const wrong = await api('POST', BACKUPS_PATHS.restore('s3', backup.name), {
      passphrase: 'not the passphrase at all',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(
      'The passphrase does not open this backup: give the passphrase it was encrypted with',
    )
    await addSkill('Encrypted away')
    expect((await api('POST', BACKUPS_PATHS.restore('s3', backup.name), {})).statusCode).toBe(200)
    expect(await skillNames()).not.toContain('Encrypted away')
  }, 60_000)

  it('keeps every archive made within one second, the last one as the newest, encrypted or not', async () => {
    // One second on the clock for the three backups (only Date is frozen; timers still run).
    const second = new Date(Math.floor(Date.now() / 1000) * 1000)
    const stamp = `vitrine-${second.toISOString().replace(/[-:]/g, '').replace('.000', '')}`
    vi.useFakeTimers({ toFake: ['Date'], now: second })
    try {
      expect((await saveSettings(settingsFor(s3, { toDirectory: false }))).statusCode).toBe(200)
      const first = await newBackup()
      const next = await newBackup()
      expect(
        (
          await saveSettings(
            settingsFor(s3, { toDirectory: false, encrypt: true, passphrase: PASSPHRASE }),
          )
        ).statusCode,
      ).toBe(200)
      const third = await newBackup()
      // Another test of this file may have made one in this very second: count on from it.
      const taken = Number(/^[^-]+-[^-]+(?:-(\d+))?\.tar\.gz$/.exec(first.name)?.[1] ?? 1)
      const named = (n: number) => (n === 1 ? `${stamp}.tar.gz` : `${stamp}-${n}.tar.gz`)
      expect([first.name, next.name, third.name]).toEqual([
        named(taken),
        named(taken + 1),
        `${named(taken + 2)}.age`,
      ])
      // One a day is kept: the one made last, which is what "Back up now" just answered.
      const shown = (await list()).data.filter((each) => each.name.startsWith(stamp))
      expect(shown.map((each) => each.name)).toEqual([third.name])
      expect([...s3.objects('site/').keys()].filter((key) => key.includes(stamp))).toEqual([
        `site/${third.name}`,
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('runs on the schedule, once, with the lease; a failure is shown and mailed in words', async () => {
    expect(
      (await saveSettings(settingsFor(s3, { schedule: 'daily', time: '00:00' }))).statusCode,
    ).toBe(200)
    // The schedule was saved yesterday: today's 00:00 has passed without its backup.
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString()
    await t.database.db.updateTable('backup_settings').set({ updated_at: yesterday }).execute()
    // Saving unchanged settings looks at the schedule again (as the minute timer would).
    expect(
      (await saveSettings(settingsFor(s3, { schedule: 'daily', time: '00:00' }))).statusCode,
    ).toBe(200)
    // The success is recorded just after the archive is listed: wait for both.
    await vi.waitFor(
      async () => {
        const shown = await list()
        expect(shown.data.filter((each) => each.reason === 'schedule')).toHaveLength(2)
        expect(shown.status.lastSuccessAt).not.toBeNull()
      },
      { timeout: 20_000 },
    )
    const status = (await list()).status
    expect(status.lastFailure).toBeNull()
    // The next one is tomorrow at 00:00 UTC.
    expect(status.nextRunAt).toMatch(/T00:00:00\.000Z$/)
    expect(Date.parse(status.nextRunAt!)).toBeGreaterThan(Date.now())

    // That time is done: no instance takes it again, and a lease held keeps others out.
    const state = await t.database.db
      .selectFrom('backup_state')
      .selectAll()
      .executeTakeFirstOrThrow()
    expect(state.lease_holder).toBeNull()
    const runner = await import('./backup-settings-store.ts')
    const store = runner.backupSettingsStore(t.database.db, t.app.authKey)
    const soon = new Date(Date.now() + 60_000)
    expect(await store.takeLease('another instance', yesterday, soon)).toBe(false)
    const future = new Date(Date.now() + 3600_000).toISOString()
    expect(await store.takeLease('instance A', future, soon)).toBe(true)
    expect(await store.takeLease('instance B', future, soon)).toBe(false)
    await store.releaseLease('instance A', new Date())

    // The bucket goes away: the next scheduled backup fails, says why and mails the owner.
    const port = await closedPort()
    const broken = `http://127.0.0.1:${port}`
    await t.database.db
      .updateTable('backup_settings')
      .set({ s3_endpoint: broken, to_directory: 0, updated_at: yesterday })
      .execute()
    await t.database.db.updateTable('backup_state').set({ last_slot: null }).execute()
    const { secretKey: _secret, ...unchanged } = settingsFor(s3).s3
    const resaved = await saveSettings(
      settingsFor(s3, {
        schedule: 'daily',
        time: '00:00',
        toDirectory: false,
        s3: { ...unchanged, endpoint: broken },
      }),
    )
    expect(resaved.statusCode).toBe(200)
    const message = `Cannot reach 127.0.0.1:${port}: the connection was refused (nothing listens there)`
    await vi.waitFor(async () => expect((await list()).status.lastFailure).toBe(message), {
      timeout: 30_000,
    })
    await vi.waitFor(
      () => {
        const mail = outboxMails(t.config.dataDir).find((each) =>
          each.includes('Subject: Backup failed'),
        )
        expect(mail).toContain(message)
        // The mail is written after the failure is recorded: on a loaded machine, seconds later.
      },
      { timeout: 30_000 },
    )
  }, 90_000)

  it('serves requests while a backup runs', async () => {
    expect((await saveSettings(settingsFor(s3))).statusCode).toBe(200)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as net.AddressInfo
    let done = false
    const backup = backUpNow().then((response) => {
      done = true
      return response
    })
    let servedMeanwhile = 0
    while (!done) {
      const response = await fetch(`http://127.0.0.1:${port}/api/edu/fetchedu`)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
      if (!done) servedMeanwhile++
    }
    expect((await backup).statusCode).toBe(200)
    expect(servedMeanwhile).toBeGreaterThan(0)
  })

  it('is for the owner only', async () => {
    for (const [method, url] of [
      ['GET', BACKUPS_PATHS.settings],
      ['GET', BACKUPS_PATHS.list],
      ['POST', BACKUPS_PATHS.list],
      ['GET', BACKUPS_PATHS.download('directory', 'vitrine-20200101T000000Z.tar.gz')],
      ['POST', BACKUPS_PATHS.restore('directory', 'vitrine-20200101T000000Z.tar.gz')],
    ] as const) {
      const response = await t.app.inject({ method, url })
      expect(response.statusCode).toBe(401)
    }
  })
})
