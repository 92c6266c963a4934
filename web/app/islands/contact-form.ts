import { CONTACT_TEXT } from '../features/contact/components/contact-text.ts'
import { sendContactMessage } from '../features/contact/api/send-contact-message.ts'
import { preloadToasts, showToast } from './toast.ts'

const FIELDS = ['name', 'email', 'msg'] as const

/**
 * SPEC sections 4, 5 and 8: name, email and message, all required; a spinner while sending; the
 * outcome as a toast. Enhances every `form[data-contact-form]` the server rendered.
 */
export function initContactForms(root: Document) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-contact-form]')) {
    const field = (name: string) =>
      form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
    const sending = form.querySelector<HTMLElement>('[data-sending]')
    const honeypotName = form.dataset.honeypot ?? ''

    // A visitor who starts writing will likely send: fetch the toast code while they type.
    form.addEventListener('focusin', () => void preloadToasts(), { once: true })

    const setSending = (value: boolean) => {
      if (submit) submit.hidden = value
      if (sending) sending.hidden = !value
    }
    const clear = () => {
      for (const name of FIELDS) {
        const input = field(name)
        if (input) input.value = ''
      }
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const values = Object.fromEntries(
        FIELDS.map((name) => [name, field(name)?.value ?? '']),
      ) as Record<(typeof FIELDS)[number], string>
      if (!values.name.trim() || !values.email.trim() || !values.msg.trim()) {
        void showToast('warning', CONTACT_TEXT.empty)
        return
      }
      setSending(true)
      void sendContactMessage({ ...values, [honeypotName]: field(honeypotName)?.value ?? '' }).then(
        (result) => {
          setSending(false)
          if (result.outcome === 'sent') {
            clear()
            void showToast('success', CONTACT_TEXT.sent)
          } else if (result.outcome === 'rate-limited') {
            clear()
            void showToast('warning', CONTACT_TEXT.rateLimited)
          } else {
            void showToast('error', result.message)
          }
        },
      )
    })
  }
}
