import { Type, type Static } from 'typebox'
import { Id, LinkField, Text, OptionalText } from './common.ts'
import { LIMITS } from './limits.ts'

/** Markdown-lite: paragraphs, "- " bullet points, bold, code and links (nothing else is read). */
const Description = OptionalText(LIMITS.longText, {
  title: 'Description',
  description:
    'What you did there: a point per line starting with "- ". **Bold**, `code` and links work.',
})

export const ExperienceInput = Type.Object(
  {
    duration: Text(LIMITS.shortText, {
      title: 'Period',
      description: 'Format: 2021-2025',
    }),
    title: Text(LIMITS.shortText, { title: 'Job title' }),
    company: Text(LIMITS.shortText, { title: 'Company' }),
    techstack: OptionalText(LIMITS.mediumText, { title: 'Tech stack' }),
    // Not in docs/contract.md §7: clients written against it send none, which keeps what is stored.
    description: Type.Optional(Description),
    link: LinkField('Link'),
    doc: LinkField('Certificate link'),
  },
  { additionalProperties: false },
)
export type ExperienceInput = Static<typeof ExperienceInput>

export const Experience = Type.Object({
  _id: Id,
  ...ExperienceInput.properties,
  description: Description,
})
export type Experience = Static<typeof Experience>
