import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer, type TestSmtpServer } from '@/test-support/smtp.ts'
import { OWNER_EMAIL, createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { renderMail } from './mail-layout.ts'

describe('mail over SMTP (a real SMTP server)', () => {
  let smtp: TestSmtpServer
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Vitrine <mail@vitrine.test>' })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('sends the reset mail with text and HTML parts, named from the site settings', async () => {
    const headers = await t.ownerHeaders()
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/site/settings',
      headers,
      payload: { ...settings, displayName: 'Ada Lovelace', siteTitle: 'Analytical Engine Works' },
    })
    expect(updated.statusCode).toBe(200)

    const before = smtp.received.length
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/forgot-password',
      headers: { 'x-requested-with': 'fetch' },
    })
    expect(response.statusCode).toBe(200)
    const mail = await smtp.mail(before + 1)
    expect(mail.from).toBe('mail@vitrine.test')
    expect(mail.to).toEqual([OWNER_EMAIL])
    expect(mail.decoded).toContain('Subject: Reset your Analytical Engine Works password')
    expect(mail.decoded).toMatch(/multipart\/alternative/)
    expect(mail.decoded).toMatch(/Content-Type: text\/plain/)
    expect(mail.decoded).toMatch(/Content-Type: text\/html/)
    const links = mail.decoded.match(/http:\/\/vitrine\.test\/reset-password\?token=[\w.-]+/g)
    // The link appears in both parts (twice in HTML: the button and the bare URL).
    expect(links?.length).toBeGreaterThanOrEqual(2)
  })
})

describe('mail failures', () => {
  it('answers 503 when the reset mail cannot be sent', async () => {
    const down = await startSmtpServer()
    await down.close()
    const t = await createTestApp({ SMTP_URL: down.url })
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/user/forgot-password',
        headers: { 'x-requested-with': 'fetch' },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        success: false,
        message: 'The password reset e-mail could not be sent. Please try again later.',
      })
    } finally {
      await t.close()
    }
  })
})

describe('mail layout', () => {
  it('escapes everything it puts into HTML and keeps the text part plain', () => {
    const { html, text } = renderMail({
      siteName: 'A & B',
      heading: '<script>alert(1)</script>',
      paragraphs: ['"quoted" \'single\''],
      action: { label: 'Go', url: 'https://example.test/?a=1&b=2' },
      footnote: 'small print',
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('href="https://example.test/?a=1&amp;b=2"')
    expect(html).toContain('&quot;quoted&quot; &#39;single&#39;')
    expect(text).toContain('<script>alert(1)</script>')
    expect(text).toContain('Go: https://example.test/?a=1&b=2')
  })
})
