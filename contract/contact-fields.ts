import { LIMITS } from './limits.ts'

/**
 * The contact form's fields as people read them, without any schema library: the public pages'
 * script imports this (contract/contact.ts, the schema, uses the same words).
 */
export const CONTACT_FIELDS = {
  name: { title: 'Name', maxLength: LIMITS.contactName },
  email: { title: 'Email', maxLength: LIMITS.email, errorMessage: 'Enter a valid e-mail address' },
  msg: { title: 'Message', maxLength: LIMITS.contactMessage },
} as const

/** The honeypot field: people never see it, so a filled one means a bot. */
export const CONTACT_HONEYPOT_FIELD = 'website'
