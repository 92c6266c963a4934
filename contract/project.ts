import { Type, type Static } from 'typebox'
import { Id, ImageFile, LinkField, Text, OptionalText } from './common.ts'
import { LIMITS } from './limits.ts'

export const ProjectInput = Type.Object(
  {
    title: Text(LIMITS.shortText, { title: 'Title' }),
    desc: OptionalText(LIMITS.longText, { title: 'Description' }),
    tools: OptionalText(LIMITS.mediumText, {
      title: 'Tools',
      description: 'Optional, e.g. React, Tailwind, PostgreSQL',
    }),
    github: LinkField('GitHub link'),
    live: LinkField('Live link'),
    image: ImageFile,
  },
  { additionalProperties: false },
)
export type ProjectInput = Static<typeof ProjectInput>

export const Project = Type.Object({
  _id: Id,
  title: Type.String(),
  desc: Type.String(),
  tools: Type.String(),
  links: Type.Object({ github: Type.String(), live: Type.String() }),
  image: Type.String({ description: 'URL of the image' }),
})
export type Project = Static<typeof Project>
