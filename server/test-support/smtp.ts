import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

interface ReceivedMail {
  from: string
  to: string[]
  /** The raw message as the server received it. */
  raw: string
  /** Headers and body with quoted-printable soft breaks and escapes undone, for assertions. */
  decoded: string
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** Resolves with the n-th mail (1-based) once it has arrived. */
  mail(n: number): Promise<ReceivedMail>
  close(): Promise<void>
}

/** Undoes quoted-printable so a long link reads as one string again. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** A real SMTP server on a free local port (plain, no auth), collecting what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        })
        waiters.splice(0).forEach((wake) => wake())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async mail(n) {
      while (received.length < n) await new Promise<void>((resolve) => waiters.push(resolve))
      return received[n - 1]!
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
