import { RESET_TOKEN_TTL_MINUTES } from '@contract/account.ts'
import type { MailBranding } from '../mail/mail-branding.ts'
import { renderMail } from '../mail/mail-layout.ts'
import type { MailMessage } from '../mail/mailer.ts'

/** The reset link the web app's /reset-password page reads its token from. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`
}

export function passwordResetMail(
  branding: MailBranding,
  to: { name: string; email: string },
  link: string,
): MailMessage {
  const content = renderMail({
    siteName: branding.siteName,
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${to.name},`,
      `Someone asked to reset the password of the owner account of ${branding.siteName}. ` +
        `The link below works once, for ${RESET_TOKEN_TTL_MINUTES} minutes.`,
    ],
    action: { label: 'Choose a new password', url: link },
    footnote: `If you did not ask for this, ignore this mail: your password stays as it is. Sent by ${branding.publicUrl}`,
  })
  return { to: to.email, subject: `Reset your ${branding.siteName} password`, ...content }
}
