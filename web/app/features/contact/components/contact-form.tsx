import { CONTACT_FIELDS, CONTACT_HONEYPOT_FIELD } from '@contract/contact-fields.ts'
import type { MessageKey } from '@contract/messages/en.ts'
import { useTranslator } from '@/lib/i18n/translation.tsx'

/** Each field's label in the page's language (English: the contract's titles). */
const FIELD_LABELS = {
  name: 'contact.name',
  email: 'contact.email',
  msg: 'contact.message',
} as const satisfies Record<keyof typeof CONTACT_FIELDS, MessageKey>

/** One labelled field with the place its message goes (filled by islands/contact-form.ts). */
function Field({
  name,
  type = 'text',
  autoComplete,
  multiline = false,
}: {
  name: keyof typeof CONTACT_FIELDS
  type?: string
  autoComplete?: string
  multiline?: boolean
}) {
  const { t } = useTranslator()
  const { maxLength } = CONTACT_FIELDS[name]
  const id = `contact-${name}`
  const shared = {
    id,
    name,
    maxLength,
    className: 'field',
    'aria-describedby': `${id}-error`,
  }
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {t(FIELD_LABELS[name])}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} />
      )}
      <p id={`${id}-error`} className="field-error" data-field-error={name} />
    </div>
  )
}

/**
 * Name, email and message, all required (docs/contract.md). The server renders the form;
 * `islands/contact-form.ts` checks it in the browser (the same words as the server's answers),
 * sends it, shows the spinner and the outcome.
 */
export function ContactForm() {
  const { t } = useTranslator()
  return (
    <form
      noValidate
      className="card space-y-5 p-6 md:p-7"
      aria-label={t('contact.form')}
      data-contact-form=""
      data-honeypot={CONTACT_HONEYPOT_FIELD}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" autoComplete="name" />
        <Field name="email" type="email" autoComplete="email" />
      </div>
      <Field name="msg" multiline />
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
        <span
          role="status"
          className="button button-solid inline-flex items-center gap-3"
          data-sending=""
          hidden
        >
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{t('contact.sending')}</span>
        </span>
        <button type="submit" className="button button-solid min-w-28">
          {t('contact.send')}
        </button>
      </div>
      {/* The outcome of the last send, kept in place for someone who missed the toast. */}
      <p className="form-outcome" role="status" data-form-outcome="" />
    </form>
  )
}
