import type { ContactMessage } from '@contract/contact.ts'

/**
 * A `mailto:` answering a contact message (RFC 6068): to its sender, "Re: <subject>", and the
 * original text quoted line by line ("> ") under an attribution, so the visitor sees what is
 * being answered. Every part is percent-encoded: a "&", "?" or "#" in the text cannot end the
 * body early, and line breaks travel as CRLF as the RFC asks.
 */
export function replyHref(message: ContactMessage, subject: string, sentOn: string): string {
  const quoted = message.msg
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\r\n')
  const body = `\r\n\r\nOn ${sentOn}, ${message.name} wrote:\r\n${quoted}\r\n`
  const to = encodeURIComponent(message.email).replace(/%40/g, '@')
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${subject}`)}&body=${encodeURIComponent(body)}`
}
