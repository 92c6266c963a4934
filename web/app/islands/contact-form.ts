import { CONTACT_FIELDS } from '@contract/contact-fields.ts'
import { sendContactMessage } from '../features/contact/api/send-contact-message.ts'
import { islandText } from './texts.ts'
import { preloadToasts, showToast, type ToastKind } from './toast.ts'

type FieldName = keyof typeof CONTACT_FIELDS
const FIELDS = Object.keys(CONTACT_FIELDS) as FieldName[]

/**
 * What is wrong with one field, in the page's language: in English the same words the server
 * answers (contract/validation-messages: "Name is required", "Enter a valid e-mail address").
 */
function problemOf(name: FieldName, input: HTMLInputElement | HTMLTextAreaElement) {
  if (!input.value.trim()) return islandText(`contact.${name}Required`)
  if (name === 'email' && (input as HTMLInputElement).validity.typeMismatch) {
    return islandText('contact.emailInvalid')
  }
  return undefined
}

/**
 * Name, email and message, all required; a spinner while sending; the outcome as a toast
 * (docs/contract.md), also written under the button until the visitor writes again. Each field
 * also says what is wrong with it, beside it, before anything is sent; an empty field still gives
 * the 'Please fill all fields' warning the contract names.
 * Enhances every `form[data-contact-form]` the server rendered.
 */
export function initContactForms(root: Document) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-contact-form]')) {
    const field = (name: string) =>
      form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
    const sending = form.querySelector<HTMLElement>('[data-sending]')
    const honeypotName = form.dataset.honeypot ?? ''
    const outcome = form.querySelector<HTMLElement>('[data-form-outcome]')
    // The outcome is said by the toast and stays written in the form, in the toast's words,
    // until the visitor writes again; no kind clears it.
    const showOutcome = (kind?: ToastKind, message = '') => {
      if (!outcome) return
      outcome.textContent = message
      if (kind) outcome.dataset.kind = kind
      else delete outcome.dataset.kind
    }
    const tell = (kind: ToastKind, message: string) => {
      showOutcome(kind, message)
      void showToast(kind, message)
    }

    const showProblem = (name: FieldName, message: string | undefined) => {
      const input = field(name)
      const slot = form.querySelector<HTMLElement>(`[data-field-error="${name}"]`)
      if (slot) slot.textContent = message ?? ''
      if (message) input?.setAttribute('aria-invalid', 'true')
      else input?.removeAttribute('aria-invalid')
    }

    // A visitor who starts writing will likely send: fetch the toast code while they type.
    form.addEventListener('focusin', () => void preloadToasts(), { once: true })
    // A message goes away as soon as the field is being put right.
    form.addEventListener('input', (event) => {
      const name = (event.target as HTMLInputElement).name as FieldName
      if (FIELDS.includes(name)) showProblem(name, undefined)
      showOutcome()
    })

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
      const problems = FIELDS.map((name) => {
        const input = field(name)
        const message = input ? problemOf(name, input) : undefined
        showProblem(name, message)
        return { name, message, empty: !input?.value.trim() }
      })
      const first = problems.find((problem) => problem.message)
      if (first) {
        field(first.name)?.focus()
        if (problems.some((problem) => problem.empty))
          void showToast('warning', islandText('contact.empty'))
        return
      }
      const values = Object.fromEntries(FIELDS.map((name) => [name, field(name)?.value ?? '']))
      showOutcome()
      setSending(true)
      void sendContactMessage({
        ...(values as Record<FieldName, string>),
        // The page's language: the owner's inbox says which language to answer in.
        ...(root.documentElement.lang ? { language: root.documentElement.lang } : {}),
        [honeypotName]: field(honeypotName)?.value ?? '',
      }).then((result) => {
        setSending(false)
        if (result.outcome === 'sent') {
          clear()
          tell('success', islandText('contact.sent'))
        } else if (result.outcome === 'rate-limited') {
          clear()
          tell('warning', islandText('contact.rateLimited'))
        } else {
          // The server's words, beside the field they are about when they name one.
          const about = FIELDS.find((name) => {
            const field: { title: string; errorMessage?: string } = CONTACT_FIELDS[name]
            return (
              result.message.startsWith(`${field.title} `) || result.message === field.errorMessage
            )
          })
          if (about) showProblem(about, result.message)
          tell('error', result.message)
        }
      })
    })
  }
}
