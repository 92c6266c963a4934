import { Type, type Static, type TOptional, type TSchema, type TString } from 'typebox'

/** Every record on the wire carries a string `_id`. */
export const Id = Type.String({
  pattern: '^[0-9]{1,15}$',
  title: 'Record id',
  description: 'Record id',
  errorMessage: 'A record id is a number',
})

export const IdParams = Type.Object({ id: Id }, { additionalProperties: false })
export type IdParams = Static<typeof IdParams>

/**
 * How a field is named to people (`title`: "Job title"), and its own words for a failed pattern
 * or format (`errorMessage`); see validation-messages.ts.
 */
export interface FieldWords {
  title?: string
  description?: string
  errorMessage?: string
}

/** A required single-line text field with a sensible maximum. */
export const Text = (maxLength: number, options: FieldWords & { minLength?: number } = {}) =>
  Type.String({ minLength: options.minLength ?? 1, maxLength, ...options })

/** An optional text field that may be left empty (a link the owner has not got yet, say). */
export const OptionalText = (maxLength: number, options: FieldWords = {}) =>
  Type.String({ maxLength, ...options })

/** An http(s) URL, or empty when the owner leaves it out. */
export const LinkField = (
  title: string,
  description = 'Optional: a web address starting with https://',
) =>
  Type.String({
    maxLength: 2048,
    pattern: '^(https?://[^\\s]+)?$',
    title,
    description,
    errorMessage: `${title} must be a web address starting with https://`,
  })

/** A multipart file field: arrives as bytes, documented as binary in OpenAPI. */
export const ImageFile = Type.Unsafe<Uint8Array>({
  isFile: true,
  title: 'Image',
  description: 'A PNG, JPEG, WebP, GIF or AVIF image',
})

/**
 * An image uploaded for a record's Markdown (a post's body or cover, a page's body, a case study),
 * with the record it is for under `field` (`post`, `page`, `project`): with it, the image is kept
 * with that record from now on.
 */
export const BodyImageInput = <Field extends string>(field: Field, title: string) =>
  Type.Object(
    {
      image: ImageFile,
      [field]: Type.Optional(
        Type.String({
          pattern: '^[0-9]{1,15}$',
          title,
          description: `The ${title.toLowerCase()} it is for`,
        }),
      ),
    } as { image: typeof ImageFile } & Record<Field, TOptional<TString>>,
    { additionalProperties: false },
  )

/**
 * The image of an update: a new file replaces the current image; no field, an empty file (a
 * browser form with no file chosen) or the text `''` or `'null'` (what single-page clients send
 * when no new photo was chosen) keeps it.
 */
export const ImageUpdate = (title = 'Image') =>
  Type.Optional(
    Type.Union([{ ...ImageFile, title }, Type.Literal(''), Type.Literal('null')], { title }),
  )

/**
 * The image fields of a record whose image is optional: `image` as in ImageUpdate, and
 * `removeImage` (`true`, or `'true'` in a multipart form) to take the current one away.
 */
export const OptionalImage = (title = 'Image') => ({
  image: ImageUpdate(title),
  removeImage: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Boolean()], {
      title: `Remove the ${title.toLowerCase()}`,
    }),
  ),
})

/** The new image bytes of an update, or undefined to keep the current image. */
export function newImageOf(image: Uint8Array | string | undefined): Uint8Array | undefined {
  return image instanceof Uint8Array && image.length > 0 ? image : undefined
}

const ErrorResponse = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
})
type ErrorResponse = Static<typeof ErrorResponse>

export const MessageResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
})
export type MessageResponse = Static<typeof MessageResponse>

export const ListResponse = <T extends TSchema>(item: T) =>
  Type.Object({ success: Type.Literal(true), data: Type.Array(item) })

/** Every add answers the created records as an array, single multipart adds too. */
export const AddResponse = <T extends TSchema>(item: T) =>
  Type.Object({ success: Type.Literal(true), data: Type.Array(item), message: Type.String() })

export const UpdateResponse = <T extends TSchema>(item: T) =>
  Type.Object({ success: Type.Literal(true), updatedData: item, message: Type.String() })

/** Error answers shared by every route. */
export const errorResponses = {
  '4xx': ErrorResponse,
  '5xx': ErrorResponse,
} as const

/** A JSON array body of new records: at least one, at most `maxItems`. */
export const AddManyBody = <T extends TSchema>(item: T, maxItems = 50) =>
  Type.Array(item, { minItems: 1, maxItems })

/** A page number in a query string (`?page=2`): digits, from 1. */
export const PageParam = Type.Optional(
  Type.String({
    pattern: '^[1-9][0-9]{0,5}$',
    title: 'Page',
    errorMessage: 'Page must be a whole number from 1',
  }),
)

/** How many a page holds in a query string (`?limit=50`): a whole number from 1 to `max` (≤ 999). */
export const LimitParam = (max: number) =>
  Type.Optional(
    Type.String({
      pattern: '^[1-9][0-9]{0,2}$',
      title: 'Limit',
      errorMessage: `Limit must be a whole number from 1 to ${max}`,
    }),
  )
