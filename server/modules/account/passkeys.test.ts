import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_MESSAGES } from '@contract/account.ts'
import { signInRecordsMigration } from '@/db/migrations/0017-sign-in-records.ts'
import { softAuthenticator } from '@/test-support/soft-authenticator.ts'
import {
  PASSKEY_ORIGIN as ORIGIN,
  addSoftPasskey,
  signInWithPasskey,
  type SoftAuthenticator,
} from '@/test-support/passkey-ceremonies.ts'
import {
  OWNER_PASSWORD,
  createTestApp,
  emptyTables,
  type TestApp,
} from '@/test-support/test-app.ts'

describe('passkeys (WebAuthn)', () => {
  let t: TestApp
  let headers: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  // One app for the file: each test starts with no passkey, challenge, log entry or count.
  beforeEach(async () => {
    headers = await t.ownerHeaders()
    await emptyTables(t.database, [
      'passkeys',
      'auth_challenges',
      'audit_log',
      'login_attempts',
      'rate_counters',
    ])
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  const owner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const publicPost = (url: string, payload?: object, remoteAddress = '192.0.2.30') =>
    t.app.inject({ method: 'POST', url, remoteAddress, ...(payload ? { payload } : {}) })

  const register = (name: string, authenticator?: SoftAuthenticator) =>
    addSoftPasskey(t.app, headers, name, authenticator)
  const signIn = (authenticator: SoftAuthenticator, verified = true) =>
    signInWithPasskey(t.app, authenticator, { verified })

  it('registers a named passkey for this site, and signs in with it instead of a password', async () => {
    const options = (
      await owner('POST', '/api/user/passkeys/options', { password: OWNER_PASSWORD })
    ).json().data
    expect(options.rp).toEqual({ id: 'vitrine.test', name: expect.any(String) })
    // The list says where passkeys belong, so the dashboard can say so before a ceremony fails.
    expect((await owner('GET', '/api/user/passkeys')).json()).toEqual({
      success: true,
      data: [],
      origin: ORIGIN,
    })
    expect(options.user.name).toBe('owner')
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    })
    const authenticator = softAuthenticator(ORIGIN)
    const added = await owner('POST', '/api/user/passkeys', {
      name: '  Laptop  ',
      response: authenticator.register(options),
    })
    expect(added.statusCode).toBe(200)
    expect(added.json()).toEqual({
      success: true,
      data: {
        _id: authenticator.id,
        name: 'Laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        synced: false,
      },
      message: SIGN_IN_MESSAGES.passkeyAdded,
    })

    const signedIn = await signIn(authenticator)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toEqual({
      success: true,
      authtoken: expect.any(String),
      message: 'Logged In  Successfully',
    })
    const token = signedIn.json().authtoken as string
    const sessions = await t.app.inject({
      url: '/api/user/sessions',
      headers: { 'auth-token': token },
    })
    expect(sessions.json().data.find((s: { current: boolean }) => s.current).method).toBe('passkey')

    const list = (await owner('GET', '/api/user/passkeys')).json().data
    expect(list).toHaveLength(1)
    expect(list[0].lastUsedAt).toEqual(expect.any(String))
    const stored = await t.database.db.selectFrom('passkeys').select('counter').executeTakeFirst()
    expect(stored?.counter).toBe('1')
  })

  it('uses a challenge once: a replayed answer is refused', async () => {
    const { authenticator } = await register('Phone')
    const options = (await publicPost('/api/user/passkey-login/options')).json().data
    const answer = authenticator.signIn(options)
    expect((await publicPost('/api/user/passkey-login', { response: answer })).statusCode).toBe(200)
    const replay = await publicPost('/api/user/passkey-login', { response: answer })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ success: false, message: SIGN_IN_MESSAGES.passkeyRefused })

    // A registration challenge does not sign in.
    const registration = (
      await owner('POST', '/api/user/passkeys/options', { password: OWNER_PASSWORD })
    ).json().data
    const wrongPurpose = await publicPost('/api/user/passkey-login', {
      response: authenticator.signIn(registration),
    })
    expect(wrongPurpose.statusCode).toBe(401)
  })

  it('refuses a passkey without user verification, one from another site, and an unknown one', async () => {
    const { authenticator } = await register('Phone')
    expect((await signIn(authenticator, false)).statusCode).toBe(401)

    const options = (
      await owner('POST', '/api/user/passkeys/options', { password: OWNER_PASSWORD })
    ).json().data
    const elsewhere = await owner('POST', '/api/user/passkeys', {
      name: 'Phishing',
      response: softAuthenticator(ORIGIN).register(options, { from: 'https://evil.example' }),
    })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json().message).toBe(SIGN_IN_MESSAGES.passkeyRefused)

    const stranger = await signIn(softAuthenticator(ORIGIN))
    expect(stranger.statusCode).toBe(401)
    expect(stranger.json().message).toBe(SIGN_IN_MESSAGES.passkeyUnknown)
    const log = (await owner('GET', '/api/audit?limit=50')).json().data.entries as Array<{
      event: string
      detail: string
    }>
    expect(log.filter((entry) => entry.event === 'sign-in-failed').length).toBeGreaterThanOrEqual(2)
  })

  it('renames and removes passkeys; a removed one no longer signs in', async () => {
    const { authenticator } = await register('Phone')
    const id = encodeURIComponent(authenticator.id)
    const renamed = await owner('PUT', `/api/user/passkeys/${id}`, { name: 'Work phone' })
    expect(renamed.json()).toEqual({ success: true, message: SIGN_IN_MESSAGES.passkeyRenamed })
    expect((await owner('GET', '/api/user/passkeys')).json().data[0].name).toBe('Work phone')
    const blank = await owner('PUT', `/api/user/passkeys/${id}`, { name: '   ' })
    expect(blank.statusCode).toBe(400)

    const removed = await owner('DELETE', `/api/user/passkeys/${id}`)
    expect(removed.json()).toEqual({ success: true, message: SIGN_IN_MESSAGES.passkeyRemoved })
    expect((await signIn(authenticator)).statusCode).toBe(401)
    expect((await owner('DELETE', `/api/user/passkeys/${id}`)).statusCode).toBe(400)

    const events = (
      (await owner('GET', '/api/audit?limit=50')).json().data.entries as Array<{ event: string }>
    ).map((entry) => entry.event)
    expect(events).toEqual(
      expect.arrayContaining(['passkey-added', 'passkey-renamed', 'passkey-removed']),
    )
  })

  it('asks for the current password before a passkey can be added', async () => {
    const wrong = await owner('POST', '/api/user/passkeys/options', { password: 'not it' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ success: false, message: 'The current password is not correct' })
    const none = await owner('POST', '/api/user/passkeys/options', {})
    expect(none.statusCode).toBe(400)
    expect(await t.database.db.selectFrom('auth_challenges').selectAll().execute()).toEqual([])
  })

  it("keeps only WebAuthn's transports of a new passkey, each once", async () => {
    /** Adds a passkey whose answer names these transports; answers what was stored. */
    const storedAfterAdding = async (transports: unknown) => {
      const options = (
        await owner('POST', '/api/user/passkeys/options', { password: OWNER_PASSWORD })
      ).json().data
      const authenticator = softAuthenticator(ORIGIN)
      const answer = authenticator.register(options) as { response: Record<string, unknown> }
      answer.response.transports = transports
      const added = await owner('POST', '/api/user/passkeys', { name: 'Key', response: answer })
      expect(added.statusCode).toBe(200)
      const row = await t.database.db
        .selectFrom('passkeys')
        .select('transports')
        .where('id', '=', authenticator.id)
        .executeTakeFirstOrThrow()
      return JSON.parse(row.transports) as unknown
    }
    const sent = ['internal', 'usb', 'usb', 'x'.repeat(8046), '<script>alert(1)</script>']
    sent.push('hybrid', 'nfc', 'ble', 'smart-card', 'cable', 'internal')
    expect(await storedAfterAdding(sent)).toEqual([
      'internal',
      'usb',
      'hybrid',
      'nfc',
      'ble',
      'smart-card',
      'cable',
    ])
    expect(await storedAfterAdding('usb')).toEqual([])
  })

  it('a migration cleans the transports of passkeys stored before', async () => {
    const { authenticator } = await register('Phone')
    await t.database.db
      .updateTable('passkeys')
      .set({ transports: JSON.stringify(['usb', 'x'.repeat(8046), 'usb', 7, 'nfc']) })
      .execute()
    await t.database.db
      .insertInto('passkeys')
      .values({
        id: 'not-json',
        owner_id: (await t.database.db.selectFrom('owner').select('id').executeTakeFirstOrThrow())
          .id,
        name: 'Odd',
        public_key: 'x',
        counter: '0',
        transports: '{not json',
        device_type: 'singleDevice',
        backed_up: 0,
        created_at: new Date().toISOString(),
        last_used_at: null,
      })
      .execute()
    await signInRecordsMigration().up(t.database.db)
    const rows = await t.database.db
      .selectFrom('passkeys')
      .select(['id', 'transports'])
      .orderBy('id')
      .execute()
    expect(Object.fromEntries(rows.map((row) => [row.id, JSON.parse(row.transports)]))).toEqual({
      [authenticator.id]: ['usb', 'nfc'],
      'not-json': [],
    })
  })

  it('refuses the same passkey twice, and garbage with a clear 400', async () => {
    const { authenticator } = await register('Phone')
    const options = (
      await owner('POST', '/api/user/passkeys/options', { password: OWNER_PASSWORD })
    ).json().data
    expect(options.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ])
    const twice = await owner('POST', '/api/user/passkeys', {
      name: 'Again',
      response: authenticator.register(options),
    })
    expect(twice.statusCode).toBe(409)
    const garbage = await owner('POST', '/api/user/passkeys', { name: 'X', response: { id: 1 } })
    expect(garbage.statusCode).toBe(400)
    expect(garbage.json().message).toBe(SIGN_IN_MESSAGES.passkeyRefused)
    const noName = await owner('POST', '/api/user/passkeys', { response: {} })
    expect(noName.statusCode).toBe(400)
    expect((await owner('GET', '/api/user/passkeys')).json().data).toHaveLength(1)
  })

  it('limits how many passkey ceremonies one address starts, and counts failures toward the sign-in throttle', async () => {
    // The limit counts in fixed minutes: the test starts at the start of one.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'))
    for (let i = 0; i < 30; i++) {
      expect(
        (await publicPost('/api/user/passkey-login/options', undefined, '192.0.2.77')).statusCode,
      ).toBe(200)
    }
    const limited = await publicPost('/api/user/passkey-login/options', undefined, '192.0.2.77')
    expect(limited.statusCode).toBe(429)

    const stranger = softAuthenticator(ORIGIN)
    const options = (
      await publicPost('/api/user/passkey-login/options', undefined, '192.0.2.78')
    ).json().data
    for (let i = 0; i < 5; i++) {
      const refused = await publicPost(
        '/api/user/passkey-login',
        { response: stranger.signIn(options) },
        '192.0.2.78',
      )
      expect(refused.statusCode).toBe(401)
    }
    const locked = await publicPost(
      '/api/user/passkey-login',
      { response: stranger.signIn(options) },
      '192.0.2.78',
    )
    expect(locked.statusCode).toBe(429)
  })
})
