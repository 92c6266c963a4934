import { Type, type Static } from 'typebox'
import { Id, Link, Text, OptionalText } from './common.ts'
import { LIMITS } from './limits.ts'

export const ExperienceInput = Type.Object(
  {
    duration: Text(LIMITS.shortText, { description: 'Period, as a hint like 2021-2025' }),
    title: Text(LIMITS.shortText),
    company: Text(LIMITS.shortText),
    techstack: OptionalText(LIMITS.mediumText, 'Technologies used'),
    link: Link,
    doc: Link,
  },
  { additionalProperties: false },
)
export type ExperienceInput = Static<typeof ExperienceInput>

export const Experience = Type.Object({ _id: Id, ...ExperienceInput.properties })
export type Experience = Static<typeof Experience>
