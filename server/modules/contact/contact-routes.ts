import type { FastifyInstance } from 'fastify'
import { ListResponse, MessageResponse, IdParams, errorResponses } from '@contract/common.ts'
import {
  CONTACT_HONEYPOT_FIELD,
  ContactInput,
  ContactMessage,
  contactLimitMessage,
} from '@contract/contact.ts'
import { errors } from '@/errors.ts'
import { mailBranding } from '../mail/mail-branding.ts'
import { contactNotificationMail } from './contact-notification.ts'
import { presentContactMessage } from './contact-presenter.ts'

const tags = ['Contact']

export default async function contactRoutes(app: FastifyInstance) {
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
      const input = request.body as ContactInput
      const answer = { success: true, message: 'Message Send Successfully' }
      if (input[CONTACT_HONEYPOT_FIELD]) {
        // A bot filled the field people never see: tell it nothing, keep nothing.
        request.log.info({ event: 'contact_honeypot', ip: request.ip }, 'contact spam dropped')
        return answer
      }
      const result = await contact.addWithinDailyLimit(
        {
          name: input.name,
          email: input.email,
          message: input.msg,
          senderAddress: request.clientKey,
        },
        app.config.contactDailyLimit,
      )
      if (!result.stored) {
        throw errors.tooManyRequests(
          contactLimitMessage(app.config.contactDailyLimit),
          result.retryAfterSeconds,
        )
      }
      // Stored first: the notification goes out in the background and a failure is only logged.
      const owner = await owners.first()
      if (owner) {
        const mail = contactNotificationMail(await mailBranding(app), owner.email, result.row)
        app.mailer.sendInBackground(mail, request.log)
      }
      return answer
    },
  )

  app.get(
    '/api/contact/fetchallmsg',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Every contact message, newest first',
        response: { 200: ListResponse(ContactMessage), ...errorResponses },
      },
    },
    async () => ({ success: true, data: (await contact.list()).map(presentContactMessage) }),
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
      const { id } = request.params as IdParams
      if (!(await contact.remove(Number(id)))) throw errors.notFound('message', id)
      return { success: true, message: 'Message Deleted Successfully' }
    },
  )
}
