import { Type, type Static } from 'typebox'
import { Id, LinkField, Text, OptionalText } from './common.ts'
import { LIMITS } from './limits.ts'

/** Wire names (`clg`, `edu`, `sts`) are the spec's; inside, they are institution, degree, status. */
export const EducationInput = Type.Object(
  {
    year: Text(LIMITS.shortText, {
      title: 'Years',
      description: 'Format: 2021-2025',
    }),
    clg: Text(LIMITS.shortText, { title: 'College or school' }),
    edu: Text(LIMITS.shortText, { title: 'Degree or course' }),
    sts: OptionalText(LIMITS.shortText, { title: 'Status or score' }),
    link: LinkField('Link'),
  },
  { additionalProperties: false },
)
export type EducationInput = Static<typeof EducationInput>

export const Education = Type.Object({ _id: Id, ...EducationInput.properties })
export type Education = Static<typeof Education>
