import { Type, type Static } from 'typebox'
import { Id, Text } from './common.ts'
import { LIMITS } from './limits.ts'

/** The honeypot field: people never see it, so a filled one means a bot. */
export const CONTACT_HONEYPOT_FIELD = 'website'

export const ContactInput = Type.Object(
  {
    name: Text(LIMITS.contactName, { title: 'Name' }),
    email: Type.String({
      format: 'email',
      maxLength: LIMITS.email,
      title: 'E-mail address',
      errorMessage: 'Enter a valid e-mail address',
    }),
    msg: Text(LIMITS.contactMessage, { title: 'Message' }),
    [CONTACT_HONEYPOT_FIELD]: Type.Optional(
      Type.String({ maxLength: LIMITS.shortText, description: 'Leave empty' }),
    ),
  },
  { additionalProperties: false },
)
export type ContactInput = Static<typeof ContactInput>

export const ContactMessage = Type.Object({
  _id: Id,
  name: Type.String(),
  email: Type.String(),
  msg: Type.String(),
  date: Type.String({ format: 'date-time' }),
})
export type ContactMessage = Static<typeof ContactMessage>

/** What a sender sees once they reached the daily limit (SPEC section 8 wording for the default). */
export function contactLimitMessage(dailyLimit: number): string {
  if (dailyLimit === 1) return 'Only one message can be sent today'
  if (dailyLimit === 2) return 'Only two message can be sent today'
  return `Only ${dailyLimit} messages can be sent today`
}
