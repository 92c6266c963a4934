import { Type, type Static } from 'typebox'
import { Id, LinkField, Text, OptionalText } from './common.ts'
import { LIMITS } from './limits.ts'

export const ExperienceInput = Type.Object(
  {
    duration: Text(LIMITS.shortText, {
      title: 'Period',
      description: 'Period, as a hint like 2021-2025',
    }),
    title: Text(LIMITS.shortText, { title: 'Job title' }),
    company: Text(LIMITS.shortText, { title: 'Company' }),
    techstack: OptionalText(LIMITS.mediumText, { title: 'Tech stack' }),
    link: LinkField('Link'),
    doc: LinkField('Certificate link'),
  },
  { additionalProperties: false },
)
export type ExperienceInput = Static<typeof ExperienceInput>

export const Experience = Type.Object({ _id: Id, ...ExperienceInput.properties })
export type Experience = Static<typeof Experience>
