import { Type, type Static } from 'typebox'
import { Id, ImageFile, Link, Text, OptionalText } from './common.ts'
import { LIMITS } from './limits.ts'

export const ProjectInput = Type.Object(
  {
    title: Text(LIMITS.shortText),
    desc: OptionalText(LIMITS.longText, 'Description'),
    tools: OptionalText(LIMITS.mediumText, 'Tools used'),
    github: Link,
    live: Link,
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
