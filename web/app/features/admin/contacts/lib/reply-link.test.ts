import { describe, expect, it } from 'vitest'
import { replyHref } from './reply-link.ts'

const message = {
  _id: '7',
  name: 'Ada Visitor',
  email: 'ada+portfolio@example.org',
  msg: 'Hello & welcome?\nSecond line #two\n\nAfter a blank line',
  date: '2026-11-20T10:00:00.000Z',
}

/** What a mail program reads from the link. */
function parsed(href: string) {
  const url = new URL(href)
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  }
}

describe('replyHref', () => {
  it('answers the sender with "Re:" and the original quoted line by line', () => {
    const href = replyHref(message, 'Your message on Jamie’s Portfolio', '20 Nov 2026')
    expect(parsed(href)).toEqual({
      to: 'ada+portfolio@example.org',
      subject: 'Re: Your message on Jamie’s Portfolio',
      body:
        '\r\n\r\nOn 20 Nov 2026, Ada Visitor wrote:\r\n' +
        '> Hello & welcome?\r\n> Second line #two\r\n>\r\n> After a blank line\r\n',
    })
  })

  it('percent-encodes what would otherwise end or split the link', () => {
    const href = replyHref(message, 'A & B', '20 Nov 2026')
    const query = href.slice(href.indexOf('?') + 1)
    // Exactly two parameters: no "&", "?", "#", space or line break left raw in a value.
    expect(query.split('&')).toHaveLength(2)
    expect(query).not.toMatch(/[?# \r\n+]/)
    expect(
      href.startsWith('mailto:ada%2Bportfolio@example.org?subject=Re%3A%20A%20%26%20B&body='),
    ).toBe(true)
  })
})
