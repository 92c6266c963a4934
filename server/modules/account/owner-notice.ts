import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { OwnerRow } from '@/db/schema.ts'
import { auditClient } from '../history/audit-log.ts'
import { mailBranding, type MailBranding } from '../mail/mail-branding.ts'
import { renderMail } from '../mail/mail-layout.ts'

export interface OwnerNotice {
  subject: string
  heading: string
  /** What happened, as a sentence that the browser, address and time complete. */
  what: string
  /** What it changes, when that is worth saying. */
  consequence?: string
  /** A button to the place where it can be checked or undone: a path of the site. */
  action: { label: string; path: string }
  /** What to do if the owner did not do it. */
  ifNotYou: string
}

/**
 * The advice every notice ends with: a passkey signs in without the password and the code, and
 * survives a password change, so one planted by someone else must be removed by hand.
 */
export const removeUnknownPasskeys = (branding: MailBranding) =>
  `remove any passkey you do not recognise (${branding.publicUrl}/dashboard/security#passkeys)`

/**
 * A mail to the owner about a step taken on the account (a sign-in from somewhere new, two-factor
 * turned on): what, when, from which browser and address, and what to do if it was not them. Sent
 * in the background: the answer does not wait for the mail server.
 */
export async function mailOwnerNotice(
  app: FastifyInstance,
  request: FastifyRequest,
  owner: OwnerRow,
  notice: (branding: MailBranding) => OwnerNotice,
): Promise<void> {
  const branding = await mailBranding(app)
  const client = auditClient(request)
  const { subject, heading, what, consequence, action, ifNotYou } = notice(branding)
  const content = renderMail({
    siteName: branding.siteName,
    heading,
    paragraphs: [
      `Hello ${owner.name},`,
      `${what}: ${client.browser}, ${client.address}, ${new Date().toUTCString()}.`,
      ...(consequence ? [consequence] : []),
      'If it was you, there is nothing to do.',
      `If it was not you: ${ifNotYou}`,
    ],
    action: { label: action.label, url: `${branding.publicUrl}${action.path}` },
    footnote: `Sent by ${branding.publicUrl}`,
  })
  app.mailer.sendInBackground({ to: owner.email, subject, ...content }, request.log)
}
