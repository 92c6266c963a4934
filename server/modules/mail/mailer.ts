import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Transporter } from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
}

export interface Mailer {
  /** Sends now; rejects when the mail server refuses or cannot be reached. */
  send(message: MailMessage): Promise<void>
  /** Sends without making the caller wait; a failure is logged, never thrown. */
  sendInBackground(message: MailMessage, log: FastifyBaseLogger): void
  /** Resolves once every background mail has been attempted (shutdown, tests). */
  settled(): Promise<void>
}

export interface MailerOptions {
  smtpUrl: string | undefined
  from: string
  dataDir: string
  log: FastifyBaseLogger
}

const OUTBOX_DIR = 'outbox'

/**
 * nodemailer over SMTP_URL; without it every mail is written as an .eml file to DATA_DIR/outbox/
 * (so a fresh install can still reset its password) and summarised in one log line. Log lines
 * name the recipient and subject only: a body may carry a reset link.
 */
export function createMailer(options: MailerOptions): Mailer {
  const outbox = path.join(options.dataDir, OUTBOX_DIR)
  // nodemailer loads with the first mail (~430 KiB of code a server that sends none never needs).
  let transport: Promise<Transporter> | undefined
  const connect = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer')
    return options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  }
  const pending = new Set<Promise<void>>()

  async function send(message: MailMessage): Promise<void> {
    transport ??= connect()
    const info = await (await transport).sendMail({ from: options.from, ...message })
    if (options.smtpUrl) {
      options.log.info(
        { event: 'mail_sent', to: message.to, subject: message.subject },
        'mail sent',
      )
      return
    }
    fs.mkdirSync(outbox, { recursive: true, mode: 0o700 })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const file = path.join(outbox, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`)
    // The file may hold a reset link: readable by the server's user only.
    fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 })
    options.log.info(
      { event: 'mail_written', to: message.to, subject: message.subject, file },
      'no SMTP_URL: mail written to the outbox',
    )
  }

  return {
    send,
    sendInBackground(message, log) {
      const attempt = send(message).catch((error: unknown) => {
        log.error(
          { event: 'mail_failed', to: message.to, subject: message.subject, reason: reason(error) },
          'mail could not be sent',
        )
      })
      pending.add(attempt)
      // Never rejects: the attempt logs its own failure (above).
      void attempt.finally(() => pending.delete(attempt))
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending)
    },
  }
}

/** The failure without the message body: nodemailer errors carry a code and the server's reply. */
export function reason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message
  }
  return String(error)
}
