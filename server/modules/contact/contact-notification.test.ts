import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLog } from '@/test-support/log-capture.ts'
import { startSmtpServer, type TestSmtpServer } from '@/test-support/smtp.ts'
import { OWNER_EMAIL, createTestApp } from '@/test-support/test-app.ts'

const longMessage = `${'a'.repeat(199)}Z${'b'.repeat(50)}TAIL`
const message = { name: 'Grace <Hopper>', email: 'grace@example.org', msg: longMessage }

describe('contact notification mail', () => {
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(() => smtp.close())

  it('e-mails the owner the name, e-mail, first 200 characters and a dashboard link', async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Site <site@vitrine.test>' })
    try {
      const before = smtp.received.length
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact/addmsg',
        payload: message,
      })
      expect(response.statusCode).toBe(200)
      const mail = await smtp.mail(before + 1)
      expect(mail.to).toEqual([OWNER_EMAIL])
      expect(mail.from).toBe('site@vitrine.test')
      expect(mail.decoded).toMatch(/Reply-To: grace@example.org/)
      expect(mail.decoded).toMatch(/Content-Type: text\/plain/)
      expect(mail.decoded).toMatch(/Content-Type: text\/html/)
      expect(mail.decoded).toContain('Grace <Hopper>') // text part
      expect(mail.decoded).toContain('Grace &lt;Hopper&gt;') // html part, escaped
      expect(mail.decoded).toContain(`${'a'.repeat(199)}Z`)
      expect(mail.decoded).not.toContain('TAIL')
      expect(mail.decoded).toContain('http://vitrine.test/dashboard/managecontacts')
      expect(mail.decoded).toContain("Test's Portfolio")
    } finally {
      await t.close()
    }
  })

  it('keeps the message and logs the failure when the mail server is down', async () => {
    const down = await startSmtpServer()
    await down.close()
    const log = captureLog()
    const t = await createTestApp(
      { SMTP_URL: down.url, LOG_LEVEL: 'info' },
      { logStream: log.stream },
    )
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact/addmsg',
        payload: { ...message, msg: 'kept despite the mail server' },
      })
      expect(response.statusCode).toBe(200)
      await t.app.mailer.settled()
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/contact/fetchallmsg',
        headers: await t.ownerHeaders(),
      })
      expect(list.json().data.map((m: { msg: string }) => m.msg)).toContain(
        'kept despite the mail server',
      )
      expect(log.events('mail_failed')).toHaveLength(1)
    } finally {
      await t.close()
    }
  })

  it('writes the mail to DATA_DIR/outbox when SMTP_URL is unset', async () => {
    const log = captureLog()
    const t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream })
    try {
      await t.app.inject({ method: 'POST', url: '/api/contact/addmsg', payload: message })
      await t.app.mailer.settled()
      const outbox = path.join(t.config.dataDir, 'outbox')
      const files = fs.readdirSync(outbox)
      expect(files).toHaveLength(1)
      expect(files[0]).toMatch(/\.eml$/)
      const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8')
      expect(eml).toContain(`To: ${OWNER_EMAIL}`)
      expect(eml).toContain('dashboard/managecontacts')
      expect(log.events('mail_written')).toEqual([
        expect.objectContaining({ to: OWNER_EMAIL, file: path.join(outbox, files[0]!) }),
      ])
    } finally {
      await t.close()
    }
  })
})
