import type { ContactMessageRow } from '@/db/schema.ts'
import type { MailBranding } from '../mail/mail-branding.ts'
import { renderMail } from '../mail/mail-layout.ts'
import type { MailMessage } from '../mail/mailer.ts'

/** How much of the message the notification quotes; the rest is on the dashboard. */
const NOTIFICATION_EXCERPT_LENGTH = 200

function excerpt(text: string): string {
  const characters = [...text]
  if (characters.length <= NOTIFICATION_EXCERPT_LENGTH) return text
  return `${characters.slice(0, NOTIFICATION_EXCERPT_LENGTH).join('')}…`
}

/** Tells the owner about a new contact message; replying to the mail answers the sender. */
export function contactNotificationMail(
  branding: MailBranding,
  ownerEmail: string,
  message: ContactMessageRow,
): MailMessage {
  // A name is one line in a subject: no header injection, no surprises.
  const name = message.name.replace(/[\r\n]+/g, ' ').trim()
  const content = renderMail({
    siteName: branding.siteName,
    heading: `New message from ${name}`,
    paragraphs: [`From: ${name} <${message.email}>`, excerpt(message.message)],
    action: {
      label: 'Read it on the dashboard',
      url: `${branding.publicUrl}/dashboard/managecontacts`,
    },
    footnote: `Sent by ${branding.publicUrl} because someone used its contact form.`,
  })
  return {
    to: ownerEmail,
    replyTo: message.email,
    subject: `New message on ${branding.siteName} from ${name}`,
    ...content,
  }
}
