import { Type, type Static } from 'typebox'
import { Id, LinkField, OptionalImage, OptionalText, Text } from './common.ts'
import { LIMITS } from './limits.ts'

/**
 * Publications: articles, papers, books and talks' write-ups the owner published, in the owner's
 * order. Paths and messages: CONTENT_TYPES.publications (contract/content-types.ts).
 */
export const PublicationInput = Type.Object(
  {
    title: Text(LIMITS.shortText, { title: 'Title' }),
    publisher: Text(LIMITS.shortText, {
      title: 'Publisher or venue',
      description: 'Where it appeared, e.g. ACM Queue, JSConf EU, a journal',
    }),
    date: Text(LIMITS.shortText, {
      title: 'Date',
      description: 'As it should read, e.g. March 2024',
    }),
    link: LinkField('Link', 'Optional: where to read it, starting with https://'),
    summary: OptionalText(LIMITS.longText, {
      title: 'Summary',
      description: 'Optional: a few lines. **Bold**, `code`, links and "- " points work.',
    }),
    ...OptionalImage('Image'),
  },
  { additionalProperties: false },
)
export type PublicationInput = Static<typeof PublicationInput>

export const Publication = Type.Object({
  _id: Id,
  title: Type.String(),
  publisher: Type.String(),
  date: Type.String(),
  link: Type.String(),
  summary: Type.String({ description: 'Markdown-lite, or an empty string' }),
  image: Type.String({ description: 'URL of the image, or an empty string' }),
})
export type Publication = Static<typeof Publication>
