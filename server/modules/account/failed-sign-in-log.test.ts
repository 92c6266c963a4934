import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PASSKEY_FAILURES } from '@contract/account.ts'
import { signInRecordsMigration } from '@/db/migrations/0017-sign-in-records.ts'
import { addressesIn } from '@/test-support/addresses.ts'
import { PASSKEY_ORIGIN, addSoftPasskey } from '@/test-support/passkey-ceremonies.ts'
import { softAuthenticator } from '@/test-support/soft-authenticator.ts'
import {
  OWNER_USERNAME,
  createTestApp,
  emptyTables,
  type TestApp,
} from '@/test-support/test-app.ts'

/** Each attempt from its own address: six failures from one would lock it. */
const freshAddress = addressesIn('203.0.113')

describe('failed sign-ins in the account log', () => {
  let t: TestApp
  let headers: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  // One app for the file: each test starts with no log entry, count, passkey or challenge.
  beforeEach(async () => {
    await emptyTables(t.database, [
      'audit_log',
      'login_attempts',
      'passkeys',
      'auth_challenges',
      'rate_counters',
    ])
    headers = await t.ownerHeaders()
  })

  const storedFailures = async () =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('detail')
        .where('event', '=', 'sign-in-failed')
        .orderBy('id')
        .execute()
    ).map((row) => row.detail)
  const shownFailures = async () =>
    (
      (await t.app.inject({ url: '/api/audit?limit=50', headers })).json().data.entries as Array<{
        event: string
        detail: string
      }>
    )
      .filter((entry) => entry.event === 'sign-in-failed')
      .map((entry) => entry.detail)
      .reverse()
  const wholeLog = async () =>
    JSON.stringify(await t.database.db.selectFrom('audit_log').selectAll().execute())

  it("keeps the owner's username when it was typed, and no other typed username", async () => {
    const typed = [
      'correct horse battery staple, typed into the wrong box',
      'administrator',
      '<img src=x onerror=alert(1)>',
    ]
    for (const username of typed) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username, password: 'a wrong password' },
        remoteAddress: freshAddress(),
      })
      expect(refused.statusCode).toBe(401)
    }
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: OWNER_USERNAME, password: 'a wrong password' },
      remoteAddress: freshAddress(),
    })
    expect(wrongPassword.statusCode).toBe(401)

    expect(await storedFailures()).toEqual([
      'unknown username',
      'unknown username',
      'unknown username',
      OWNER_USERNAME,
    ])
    const log = await wholeLog()
    for (const text of typed) expect(log).not.toContain(text)
  })

  it('stores why a passkey sign-in failed as a fixed code, shown to the owner in words', async () => {
    const post = (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: freshAddress(),
        ...(payload ? { payload } : {}),
      })
    const options = async () => (await post('/api/user/passkey-login/options')).json().data
    const send = async (response: unknown) => post('/api/user/passkey-login', { response })

    const { authenticator, added } = await addSoftPasskey(t.app, headers, 'Phone')
    expect(added.statusCode).toBe(200)

    const hostileOrigin = 'http://evil.example/<script>alert(1)</script>'
    expect((await send(softAuthenticator(PASSKEY_ORIGIN).signIn(await options()))).statusCode).toBe(
      401,
    )
    const elsewhere = authenticator.signIn(await options(), { from: hostileOrigin })
    expect((await send(elsewhere)).statusCode).toBe(401)
    expect(
      (await send(authenticator.signIn(await options(), { verified: false }))).statusCode,
    ).toBe(401)
    const earlier = authenticator.signIn(await options())
    const later = authenticator.signIn(await options())
    expect((await send(later)).statusCode).toBe(200)
    expect((await send(later)).statusCode).toBe(401)
    expect((await send(earlier)).statusCode).toBe(401)
    const garbled = { ...authenticator.signIn(await options()), type: '<b>not a passkey</b>' }
    expect((await send(garbled)).statusCode).toBe(401)

    const codes = [
      'unknown-passkey',
      'other-site',
      'no-user-verification',
      'expired-request',
      'cloned',
      'not-verified',
    ] as const
    expect(await storedFailures()).toEqual(codes.map((code) => `passkey: ${code}`))
    expect(await shownFailures()).toEqual(codes.map((code) => PASSKEY_FAILURES[code]))
    const log = await wholeLog()
    for (const text of ['evil', '<script>', '<b>', 'Unexpected']) expect(log).not.toContain(text)
  })

  it('a migration rewrites failures stored before: typed usernames and passkey error texts go', async () => {
    const stamp = { address: '192.0.2.1', browser: 'Firefox on Linux', at: '2030-01-01T00:00:00Z' }
    const rows = [
      ['sign-in-failed', OWNER_USERNAME, OWNER_USERNAME],
      ['sign-in-failed', `${OWNER_USERNAME}: wrong two-factor code`, null],
      ['sign-in-failed', 'my secret passphrase', 'unknown username'],
      ['sign-in-failed', 'intruder: wrong two-factor code', 'unknown username'],
      ['sign-in-failed', 'passkey: unknown passkey', 'passkey: unknown-passkey'],
      ['sign-in-failed', 'passkey: not verified', 'passkey: not-verified'],
      ['sign-in-failed', 'passkey: no account', 'passkey: no-account'],
      [
        'sign-in-failed',
        'passkey: Unexpected authentication response origin "http://evil.example/<script>", expected "http://vitrine.test"',
        'passkey: other-site',
      ],
      [
        'sign-in-failed',
        'passkey: User verification required, but user could not be verified',
        'passkey: no-user-verification',
      ],
      [
        'sign-in-failed',
        'passkey: Custom challenge verifier returned false for registration response challenge "x"',
        'passkey: expired-request',
      ],
      [
        'sign-in-failed',
        'passkey: Response counter value 1 was lower than expected 2',
        'passkey: cloned',
      ],
      ['sign-in-failed', 'passkey: Credential missing response', 'passkey: not-verified'],
      ['sign-in', 'with a passkey', null],
      ['passkey-added', 'my secret passphrase', null],
    ] as const
    for (const [event, detail] of rows) {
      await t.database.db
        .insertInto('audit_log')
        .values({ ...stamp, event, detail })
        .execute()
    }
    await signInRecordsMigration().up(t.database.db)
    const after = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('at', '=', stamp.at)
      .orderBy('id')
      .execute()
    expect(after.map((row) => row.detail)).toEqual(
      rows.map(([, before, rewritten]) => rewritten ?? before),
    )
  })
})
