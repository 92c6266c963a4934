import { PAGE_LIMITS } from '@contract/limits.ts'
import type { Page, PageInput } from '@contract/page.ts'
import { SLUG_PATTERN } from '@contract/post.ts'
import { localDrafts } from '@/features/admin/shared/forms/local-draft.ts'

/** What the page editor edits. `position` as typed (a whole number from 1). */
export interface PageFields {
  title: string
  address: string
  body: string
  inNavigation: boolean
  inFooter: boolean
  showUpdated: boolean
  position: string
}

export const emptyFields = (position: number): PageFields => ({
  title: '',
  address: '',
  body: '',
  inNavigation: false,
  inFooter: false,
  showUpdated: false,
  position: String(position),
})

export const fieldsOf = (page: Page): PageFields => ({
  title: page.title,
  address: page.address,
  body: page.body,
  inNavigation: page.inNavigation,
  inFooter: page.inFooter,
  showUpdated: page.showUpdated,
  position: String(page.position),
})

export const sameFields = (a: PageFields, b: PageFields) =>
  (Object.keys(a) as (keyof PageFields)[]).every((key) => a[key] === b[key])

/** The fields as the API takes them. */
export const inputOf = (fields: PageFields): PageInput => ({
  title: fields.title.trim(),
  address: fields.address.trim(),
  body: fields.body,
  inNavigation: fields.inNavigation,
  inFooter: fields.inFooter,
  showUpdated: fields.showUpdated,
  position: Number(fields.position),
})

export type FieldErrors = Partial<Record<keyof PageFields, string>>

/** The contract's limits, said before a request is sent (the server says the same). */
export function checkFields(fields: PageFields): FieldErrors {
  const errors: FieldErrors = {}
  const title = fields.title.trim()
  if (!title) errors.title = 'A page needs a title'
  else if (title.length > PAGE_LIMITS.title) {
    errors.title = `At most ${PAGE_LIMITS.title} characters (now ${title.length})`
  }
  const address = fields.address.trim()
  if (!address) errors.address = 'A page needs an address, like uses'
  else if (!new RegExp(SLUG_PATTERN).test(address)) {
    errors.address = 'Lowercase letters, digits and hyphens, like uses or now'
  } else if (address.length > PAGE_LIMITS.address) {
    errors.address = `At most ${PAGE_LIMITS.address} characters`
  }
  if (fields.body.length > PAGE_LIMITS.body) {
    errors.body = `At most ${PAGE_LIMITS.body.toLocaleString('en')} characters`
  }
  const position = Number(fields.position)
  if (!Number.isInteger(position) || position < 1 || position > PAGE_LIMITS.pages) {
    errors.position = `A whole number from 1 to ${PAGE_LIMITS.pages}`
  }
  return errors
}

/** The browser's copy of what is typed, per page (shared/forms/local-draft.ts). */
export const pageDrafts = localDrafts<PageFields>(
  'page',
  (value): value is PageFields =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PageFields).body === 'string' &&
    typeof (value as PageFields).address === 'string',
)
