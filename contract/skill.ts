import { Type, type Static } from 'typebox'
import { Id, ImageFile, Text } from './common.ts'
import { LIMITS } from './limits.ts'

export const SkillInput = Type.Object(
  { name: Text(LIMITS.shortText, { title: 'Skill name' }), image: ImageFile },
  { additionalProperties: false },
)
export type SkillInput = Static<typeof SkillInput>

export const Skill = Type.Object({
  _id: Id,
  name: Type.String(),
  image: Type.String({ description: 'URL of the image' }),
})
export type Skill = Static<typeof Skill>

/** A well-known technology's logo (a 24×24 SVG path), drawn for a skill without an image. */
export interface SkillLogo {
  title: string
  path: string
}
