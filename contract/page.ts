import { Type, type Static } from 'typebox'
import { BodyImageInput, Id, OptionalText, Text } from './common.ts'
import { PAGE_LIMITS } from './limits.ts'
import { SLUG_PATTERN } from './post.ts'
import type { TextFields } from './text-fields.ts'

/**
 * Pages: free-form Markdown pages at an address of their own (`/uses`, `/now`, `/colophon`),
 * rendered by the server when saved like posts. A page is public once it is `published`; a
 * draft appears nowhere public. The owner orders them; each may be linked from the navigation,
 * the footer, both or neither.
 */

/** A page's address on the public site. */
export const pagePath = (address: string) => `/${encodeURIComponent(address)}`

const PAGE_STATUSES = ['draft', 'published'] as const
export type PageStatus = (typeof PAGE_STATUSES)[number]

/** One path segment: lowercase letters, digits and single hyphens between them. */
const PageAddress = Type.String({
  minLength: 1,
  maxLength: PAGE_LIMITS.address,
  pattern: SLUG_PATTERN,
  title: 'Address',
  description: 'The page lives at /<address>: lowercase letters, digits and hyphens, like uses',
  errorMessage: 'An address is lowercase letters, digits and hyphens, like uses or now',
})

const pageFields = {
  title: Text(PAGE_LIMITS.title, { title: 'Title', description: 'At most 120 characters' }),
  address: PageAddress,
  body: OptionalText(PAGE_LIMITS.body, {
    title: 'Body',
    description: 'Markdown, at most 100 000 characters',
  }),
  status: Type.Unsafe<PageStatus>({
    type: 'string',
    enum: [...PAGE_STATUSES],
    title: 'Status',
    description: 'draft or published',
    errorMessage: 'Status must be draft or published',
  }),
  inNavigation: Type.Boolean({
    title: 'In the navigation',
    description: "Whether the site's navigation links to it (once published)",
  }),
  inFooter: Type.Boolean({
    title: 'In the footer',
    description: "Whether the site's footer links to it (once published)",
  }),
  showUpdated: Type.Boolean({
    title: 'Show when it was updated',
    description: 'Whether the page says "Updated <date>" (its last edit), as a /now page does',
  }),
  position: Type.Integer({
    minimum: 1,
    maximum: PAGE_LIMITS.pages,
    title: 'Position',
    description: 'Its place among the pages, from 1 (the navigation and the footer follow it)',
  }),
}

/** A new page: a title and an address at least; a draft unless `status` says published. */
export const PageInput = Type.Object(
  {
    title: pageFields.title,
    address: pageFields.address,
    body: Type.Optional(pageFields.body),
    status: Type.Optional(pageFields.status),
    inNavigation: Type.Optional(pageFields.inNavigation),
    inFooter: Type.Optional(pageFields.inFooter),
    showUpdated: Type.Optional(pageFields.showUpdated),
    position: Type.Optional(pageFields.position),
  },
  { additionalProperties: false },
)
export type PageInput = Static<typeof PageInput>

/** Where images for a page's body are uploaded (PageImageInput). */
export const PAGE_IMAGES_PATH = '/api/pages/images'

/** A page's texts: its title and body are written per language; its address is shared. */
export const PAGE_TEXTS: TextFields = {
  translatable: ['title', 'body'],
  shared: ['address', 'status'],
  markdown: 'body',
  markdownImages: { path: PAGE_IMAGES_PATH, record: 'page' },
}

/** An update: only the fields sent change. */
export const PageUpdate = Type.Partial(PageInput, { additionalProperties: false })
export type PageUpdate = Static<typeof PageUpdate>

/** A page in a list: everything but its body. */
export const PageSummary = Type.Object({
  _id: Id,
  address: Type.String(),
  title: Type.String(),
  inNavigation: Type.Boolean(),
  inFooter: Type.Boolean(),
  showUpdated: Type.Boolean(),
  position: Type.Integer({ minimum: 1 }),
  updatedAt: Type.String({ format: 'date-time' }),
  status: Type.Optional(pageFields.status),
})
export type PageSummary = Static<typeof PageSummary>

/** One page: the list fields, its Markdown and the HTML the server rendered from it. */
export const Page = Type.Object({
  ...PageSummary.properties,
  body: Type.String(),
  html: Type.String(),
})
export type Page = Static<typeof Page>

export const AddressParams = Type.Object({ address: Type.String({ maxLength: 200 }) })
export type AddressParams = Static<typeof AddressParams>

export const PageListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(PageSummary),
})
export const PageResponse = Type.Object({ success: Type.Literal(true), data: Page })
export const PageWriteResponse = Type.Object({
  success: Type.Literal(true),
  data: Page,
  message: Type.String(),
})

export const PAGE_MESSAGES = {
  added: 'Page Added Successfully',
  updated: 'Page Updated Successfully',
  deleted: 'Page Deleted Successfully',
  notFound: 'Page not found',
  imageAdded: 'Image Uploaded Successfully',
  tooMany: `A site has at most ${PAGE_LIMITS.pages} pages: delete one before adding another`,
} as const

/** An image for a page's body; with `page`, kept with that page from now on. */
export const PageImageInput = BodyImageInput('page', 'Page')
export type PageImageInput = Static<typeof PageImageInput>
