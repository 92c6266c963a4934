import { Type, type Static } from 'typebox'
import { Id, Text } from './common.ts'
import { LIMITS } from './limits.ts'

export const AboutInput = Type.Object(
  {
    para: Text(LIMITS.longText, {
      title: 'Paragraph',
      description: 'One paragraph of the about text',
    }),
  },
  { additionalProperties: false },
)
export type AboutInput = Static<typeof AboutInput>

export const About = Type.Object({
  _id: Id,
  para: Type.String(),
  animIn: Type.Number({ description: 'Animation delay of the paragraph, in milliseconds' }),
})
export type About = Static<typeof About>
