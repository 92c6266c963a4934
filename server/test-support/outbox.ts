import fs from 'node:fs'
import path from 'node:path'
import { decodeQuotedPrintable } from './smtp.ts'

/** The mails written to DATA_DIR/outbox, oldest first, decoded. */
export function outboxMails(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox')
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .sort()
    .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox, name), 'utf8')))
}

/** The password-reset link of the newest mail in the outbox. */
export function readOutboxLink(dataDir: string): string {
  const mail = outboxMails(dataDir).at(-1) ?? ''
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9._-]+/.exec(mail)
  if (!link) throw new Error('No reset link in the newest outbox mail')
  return link[0]
}
