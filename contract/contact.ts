import { Type, type Static } from 'typebox'
import { Id, LimitParam, PageParam, Text } from './common.ts'
import { LIMITS } from './limits.ts'

import { CONTACT_FIELDS, CONTACT_HONEYPOT_FIELD } from './contact-fields.ts'

export { CONTACT_HONEYPOT_FIELD }

export const ContactInput = Type.Object(
  {
    name: Text(CONTACT_FIELDS.name.maxLength, { title: CONTACT_FIELDS.name.title }),
    email: Type.String({
      format: 'email',
      maxLength: CONTACT_FIELDS.email.maxLength,
      title: CONTACT_FIELDS.email.title,
      errorMessage: CONTACT_FIELDS.email.errorMessage,
    }),
    msg: Text(CONTACT_FIELDS.msg.maxLength, { title: CONTACT_FIELDS.msg.title }),
    language: Type.Optional(
      Type.String({
        maxLength: 35,
        title: 'Language',
        description:
          "The language of the page the message was written on (a BCP 47 tag such as de); kept only when it is one of the site's languages",
      }),
    ),
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

/** Messages a page of the inbox holds at most; without paging, the newest this many answer. */
export const INBOX_PAGE_MAX = 500

export const MessagesQuery = Type.Object(
  {
    page: PageParam,
    limit: LimitParam(INBOX_PAGE_MAX),
    q: Type.Optional(Type.String({ maxLength: 200, title: 'Search' })),
  },
  { additionalProperties: false },
)
export type MessagesQuery = Static<typeof MessagesQuery>

/** A page of the inbox, newest first, with how many messages match in all. */
export const MessagesPage = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(ContactMessage),
  total: Type.Integer({ description: 'Messages matching, on every page' }),
  page: Type.Integer(),
  limit: Type.Integer(),
})
export type MessagesPage = Static<typeof MessagesPage>

/**
 * A message as the dashboard's inbox (`/api/messages`) lists it: the contract's fields and whether
 * the owner has opened it. The legacy `/api/contact/fetchallmsg` answers ContactMessage, unchanged.
 */
export const InboxMessage = Type.Object({
  ...ContactMessage.properties,
  language: Type.Optional(
    Type.String({ description: 'The language of the page it was sent from, when known' }),
  ),
  read: Type.Boolean({
    description: 'Opened by the owner (false until then, or after "Mark unread")',
  }),
})
export type InboxMessage = Static<typeof InboxMessage>

/** A page of the dashboard's inbox: MessagesPage with each message's read state. */
export const InboxPage = Type.Object({
  ...MessagesPage.properties,
  data: Type.Array(InboxMessage),
})
export type InboxPage = Static<typeof InboxPage>

/** Marks a message read (`true`) or unread (`false`). */
export const MessageReadBody = Type.Object(
  { read: Type.Boolean({ title: 'Read', errorMessage: 'Read must be true or false' }) },
  { additionalProperties: false },
)
export type MessageReadBody = Static<typeof MessageReadBody>

export const MessageReadResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: InboxMessage,
})

/** How many messages the owner has not opened: the side panel's badge and the page title. */
export const UnreadCountResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
})
export type UnreadCountResponse = Static<typeof UnreadCountResponse>

export const DeleteMessagesBody = Type.Object(
  {
    ids: Type.Array(Id, {
      minItems: 1,
      maxItems: INBOX_PAGE_MAX,
      title: 'Messages to delete',
    }),
  },
  { additionalProperties: false },
)
export type DeleteMessagesBody = Static<typeof DeleteMessagesBody>

/** What a sender sees once they reached the daily limit (docs/contract.md §8 wording for the default). */
export function contactLimitMessage(dailyLimit: number): string {
  if (dailyLimit === 1) return 'Only one message can be sent today'
  if (dailyLimit === 2) return 'Only two message can be sent today'
  return `Only ${dailyLimit} messages can be sent today`
}
