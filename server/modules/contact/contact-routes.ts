import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { MessageResponse, IdParams, errorResponses } from '@contract/common.ts'
import { Type } from 'typebox'
import {
  CONTACT_HONEYPOT_FIELD,
  ContactInput,
  DeleteMessagesBody,
  INBOX_PAGE_MAX,
  InboxPage,
  MessageReadBody,
  MessageReadResponse,
  MessagesPage,
  MessagesQuery,
  UnreadCountResponse,
  contactLimitMessage,
} from '@contract/contact.ts'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import { errors } from '@/errors.ts'
import { mailBranding } from '../mail/mail-branding.ts'
import { contactNotificationMail } from './contact-notification.ts'
import { presentContactMessage, presentInboxMessage } from './contact-presenter.ts'
import { countContactMessage } from '../analytics/count-message.ts'

const tags = ['Contact']

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { contact, owner: owners } = app.repositories

  app.post(
    '/api/contact/addmsg',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send the owner a message',
        description: `At most CONTACT_DAILY_LIMIT (${app.config.contactDailyLimit}) messages per sender address per UTC day; more answer 429.`,
        body: ContactInput,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const input = request.body
      const answer = { success: true, message: 'Message Send Successfully' }
      if (input[CONTACT_HONEYPOT_FIELD]) {
        // A bot filled the field people never see: tell it nothing, keep nothing.
        request.log.info({ event: 'contact_honeypot', ip: request.ip }, 'contact spam dropped')
        return answer
      }
      // The page's language, when it is one the site offers: the owner sees it in the inbox.
      const languages =
        (await app.repositories.siteSettings.get()).languages ?? DEFAULT_SITE_LANGUAGES
      const language =
        input.language && [languages.default, ...languages.additional].includes(input.language)
          ? input.language
          : null
      const result = await contact.addWithinDailyLimit(
        {
          name: input.name,
          email: input.email,
          message: input.msg,
          senderAddress: request.clientKey,
          language,
        },
        app.config.contactDailyLimit,
      )
      if (!result.stored) {
        throw errors.tooManyRequests(
          contactLimitMessage(app.config.contactDailyLimit),
          result.retryAfterSeconds,
        )
      }
      await countContactMessage(app)
      // Stored first: the notification goes out in the background and a failure is only logged.
      const owner = await owners.first()
      if (owner) {
        const mail = contactNotificationMail(await mailBranding(app), owner.email, result.row)
        app.mailer.sendInBackground(mail, request.log)
      }
      return answer
    },
  )

  /** The inbox, a page at a time: without `page` and `limit`, the newest INBOX_PAGE_MAX. */
  async function inboxPage(query: MessagesQuery) {
    const page = Number(query.page ?? 1)
    const limit = Math.min(Number(query.limit ?? INBOX_PAGE_MAX), INBOX_PAGE_MAX)
    const { rows, total } = await contact.page({
      offset: (page - 1) * limit,
      limit,
      search: query.q,
    })
    return { success: true as const, rows, total, page, limit }
  }

  app.get(
    '/api/contact/fetchallmsg',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Contact messages, newest first',
        description: `Without \`page\` and \`limit\`: the newest ${INBOX_PAGE_MAX}. \`total\` counts every match; \`q\` searches names, e-mails and texts.`,
        querystring: MessagesQuery,
        response: { 200: MessagesPage, ...errorResponses },
      },
    },
    async (request) => {
      const { rows, ...rest } = await inboxPage(request.query)
      return { ...rest, data: rows.map(presentContactMessage) }
    },
  )

  app.get(
    '/api/messages',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Contact messages, newest first, a page at a time',
        description: `\`page\` from 1, \`limit\` up to ${INBOX_PAGE_MAX} (default ${INBOX_PAGE_MAX}), \`q\` searches names, e-mails and texts; \`total\` counts every match. Each message says whether the owner has read it.`,
        querystring: MessagesQuery,
        response: { 200: InboxPage, ...errorResponses },
      },
    },
    async (request) => {
      const { rows, ...rest } = await inboxPage(request.query)
      return { ...rest, data: rows.map(presentInboxMessage) }
    },
  )

  app.get(
    '/api/messages/unread',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'How many messages the owner has not read',
        response: { 200: UnreadCountResponse, ...errorResponses },
      },
    },
    async () => ({ success: true as const, data: { unread: await contact.unreadCount() } }),
  )

  app.patch(
    '/api/messages/:id',
    {
      config: { access: 'owner', changesContent: false },
      schema: {
        tags,
        summary: 'Mark a message read or unread',
        description: 'Opening a message in the dashboard marks it read; "Mark unread" undoes that.',
        params: IdParams,
        body: MessageReadBody,
        response: { 200: MessageReadResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      const { read } = request.body
      const row = await contact.setRead(Number(id), read)
      if (!row) throw errors.notFound('message', id)
      return {
        success: true as const,
        message: read ? 'Marked as read' : 'Marked as unread',
        data: presentInboxMessage(row),
      }
    },
  )

  app.post(
    '/api/messages/delete',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete several contact messages at once',
        body: DeleteMessagesBody,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            data: Type.Object({ deleted: Type.Integer() }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { ids } = request.body
      const deleted = await contact.removeMany(ids.map(Number))
      const message = deleted === 1 ? '1 message deleted' : `${deleted} messages deleted`
      return { success: true as const, message, data: { deleted } }
    },
  )

  app.delete(
    '/api/contact/deletemsg/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Delete a contact message',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      if (!(await contact.remove(Number(id)))) throw errors.notFound('message', id)
      return { success: true, message: 'Message Deleted Successfully' }
    },
  )
}
