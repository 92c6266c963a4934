import { useState, type FormEvent } from 'react'
import { CONTACT_HONEYPOT_FIELD } from '../../../../../contract/contact.ts'
import { LIMITS } from '../../../../../contract/limits.ts'
import { notify } from '../../../lib/toast/notify.ts'
import { sendContactMessage } from '../api/send-contact-message.ts'

export const CONTACT_TEXT = {
  empty: 'Please fill all fields',
  sent: 'Message Send Successfully',
  rateLimited: 'Only two message can be sent today',
} as const

const EMPTY = { name: '', email: '', msg: '' }

/** SPEC sections 4, 5 and 8: name, email and message, all required; a spinner while sending. */
export function ContactForm() {
  const [fields, setFields] = useState(EMPTY)
  const [honeypot, setHoneypot] = useState('')
  const [sending, setSending] = useState(false)

  const update = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!fields.name.trim() || !fields.email.trim() || !fields.msg.trim()) {
      void notify('warning', CONTACT_TEXT.empty)
      return
    }
    setSending(true)
    const result = await sendContactMessage({ ...fields, [CONTACT_HONEYPOT_FIELD]: honeypot })
    setSending(false)
    if (result.outcome === 'sent') {
      setFields(EMPTY)
      void notify('success', CONTACT_TEXT.sent)
    } else if (result.outcome === 'rate-limited') {
      setFields(EMPTY)
      void notify('warning', CONTACT_TEXT.rateLimited)
    } else {
      void notify('error', result.message)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 p-6" aria-label="Contact">
      <div>
        <label htmlFor="contact-name" className="mb-1 block font-medium">
          Name
        </label>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          maxLength={LIMITS.contactName}
          className="field"
          value={fields.name}
          onChange={(event) => update('name')(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="contact-email" className="mb-1 block font-medium">
          Email
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          className="field"
          value={fields.email}
          onChange={(event) => update('email')(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="contact-msg" className="mb-1 block font-medium">
          Message
        </label>
        <textarea
          id="contact-msg"
          name="msg"
          rows={5}
          maxLength={LIMITS.contactMessage}
          className="field"
          value={fields.msg}
          onChange={(event) => update('msg')(event.target.value)}
        />
      </div>
      {/* A field people never see: bots that fill every input give themselves away. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <div className="flex min-h-11 items-center">
        {sending ? (
          <span role="status" className="inline-flex items-center gap-3">
            <span className="spinner" aria-hidden="true" />
            <span className="sr-only">Sending…</span>
          </span>
        ) : (
          <button type="submit" className="button button-solid">
            Send
          </button>
        )}
      </div>
    </form>
  )
}
