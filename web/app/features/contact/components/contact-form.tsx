import { CONTACT_HONEYPOT_FIELD } from '@contract/contact.ts'
import { LIMITS } from '@contract/limits.ts'

export { CONTACT_TEXT } from './contact-text.ts'

/**
 * SPEC sections 4, 5 and 8: name, email and message, all required. The server renders the form;
 * `islands/contact-form.ts` sends it, shows the spinner and the outcome.
 */
export function ContactForm() {
  return (
    <form
      noValidate
      className="card space-y-4 p-6"
      aria-label="Contact"
      data-contact-form=""
      data-honeypot={CONTACT_HONEYPOT_FIELD}
    >
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
        />
      </div>
      <div className="flex min-h-11 items-center">
        <span role="status" className="inline-flex items-center gap-3" data-sending="" hidden>
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">Sending…</span>
        </span>
        <button type="submit" className="button button-solid">
          Send
        </button>
      </div>
    </form>
  )
}
