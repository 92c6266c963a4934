import fs from 'node:fs'
import path from 'node:path'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLog, type LogCapture } from '@/test-support/log-capture.ts'
import { decodeQuotedPrintable } from '@/test-support/smtp.ts'
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  OWNER_USERNAME,
  createTestApp,
  type TestApp,
} from '@/test-support/test-app.ts'

const WRONG_PASSWORD = 'a wrong guess of a password'
const NEW_PASSWORD = 'the freshly reset passphrase'

describe('security log of a full login and reset run', () => {
  let t: TestApp
  let log: LogCapture
  const secrets: string[] = [OWNER_PASSWORD, WRONG_PASSWORD, NEW_PASSWORD]

  beforeAll(async () => {
    log = captureLog()
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream })
    const address = '192.0.2.77'
    const inject = t.app.inject.bind(t.app)

    await inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: OWNER_USERNAME, password: WRONG_PASSWORD },
      remoteAddress: address,
    })
    const login = await inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
      remoteAddress: address,
    })
    const authtoken = login.json().authtoken as string
    secrets.push(authtoken)
    await inject({ method: 'GET', url: '/api/user/getuser', headers: { 'auth-token': authtoken } })

    await inject({
      method: 'GET',
      url: '/api/user/forgot-password',
      headers: { 'x-requested-with': 'fetch' },
      remoteAddress: address,
    })
    const outbox = path.join(t.config.dataDir, 'outbox')
    const [file] = fs.readdirSync(outbox)
    const mail = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file!), 'utf8'))
    const link = /http:\/\/vitrine\.test\/reset-password\?token=[A-Za-z0-9._-]+/.exec(mail)![0]
    const token = link.split('token=')[1]!
    secrets.push(link, token, token.split('.')[2]!, decodeJwt(token).jti!)

    const resetBody = {
      email: OWNER_EMAIL,
      password: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }
    const url = `/api/user/reset-password?token=${token}`
    await inject({ method: 'POST', url, payload: resetBody, remoteAddress: address })
    await inject({ method: 'POST', url, payload: resetBody, remoteAddress: address })
    // The old session token is refused now.
    await inject({ method: 'GET', url: '/api/user/getuser', headers: { 'auth-token': authtoken } })
    await inject({ method: 'GET', url: '/api/user/getuser', headers: { 'auth-token': 'x.y.z' } })
  })
  afterAll(() => t.close())

  it('never contains a password, a token or a reset link', () => {
    const text = log.text()
    expect(text.length).toBeGreaterThan(0)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(text).not.toContain('token=')
  })

  it.each([
    ['login_failed', 'warn'],
    ['login_succeeded', 'info'],
    ['reset_requested', 'info'],
    ['reset_used', 'info'],
    ['reset_refused', 'warn'],
  ])('logs %s with time, address and request id', (event, level) => {
    const levels: Record<string, number> = { info: 30, warn: 40 }
    const entries = log.events(event)
    expect(entries.length).toBeGreaterThan(0)
    expect(entries[0]).toMatchObject({
      level: levels[level],
      ip: '192.0.2.77',
      reqId: expect.any(String),
      time: expect.any(Number),
    })
  })

  it('logs every refused token with its reason', () => {
    const reasons = log.events('token_refused').map((entry) => entry.reason)
    expect(reasons).toEqual(['revoked', 'invalid'])
    for (const entry of log.events('token_refused')) {
      expect(entry).toMatchObject({ reqId: expect.any(String), ip: '127.0.0.1' })
    }
  })
})
