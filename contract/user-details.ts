import { Type, type Static } from 'typebox'
import { Id, ImageFile, ImageUpdate, Text, OptionalText } from './common.ts'
import { LIMITS } from './limits.ts'
import type { TextFields } from './text-fields.ts'

/** Write shape: the spec's wire names profone … proffour are the four professional titles. */
const detailFields = {
  name: Text(LIMITS.shortText, { title: 'Name' }),
  profone: Text(LIMITS.shortText, { title: 'First title' }),
  proftwo: Text(LIMITS.shortText, { title: 'Second title' }),
  profthree: Text(LIMITS.shortText, { title: 'Third title' }),
  proffour: OptionalText(LIMITS.shortText, { title: 'Fourth title' }),
  currentsts: OptionalText(LIMITS.mediumText, {
    title: 'Current status',
    description: 'Current status, shown as the home blurb',
  }),
}

/** The profile's texts: the titles and the status are written per language, the name is shared. */
export const PROFILE_TEXTS: TextFields = {
  translatable: ['profone', 'proftwo', 'profthree', 'proffour', 'currentsts'],
  shared: ['name'],
  wire: {
    profone: ['prof', '1st'],
    proftwo: ['prof', '2nd'],
    profthree: ['prof', '3rd'],
    proffour: ['prof', '4th'],
  },
}

export const UserDetailsInput = Type.Object(
  { ...detailFields, image: { ...ImageFile, title: 'Photo' } },
  { additionalProperties: false },
)
export type UserDetailsInput = Static<typeof UserDetailsInput>

/** An update without a new image keeps the old one. */
export const UserDetailsUpdateInput = Type.Object(
  { ...detailFields, image: ImageUpdate('Photo') },
  { additionalProperties: false },
)
export type UserDetailsUpdateInput = Static<typeof UserDetailsUpdateInput>

export const UserDetails = Type.Object({
  _id: Id,
  name: Type.String(),
  userimage: Type.String({ description: 'URL of the profile photo' }),
  prof: Type.Object({
    '1st': Type.String(),
    '2nd': Type.String(),
    '3rd': Type.String(),
    '4th': Type.String(),
  }),
  currentsts: Type.String(),
})
export type UserDetails = Static<typeof UserDetails>

export const DEFAULT_TITLES = ['Web Developer', 'Code Enthusiast', 'Learner'] as const

/** The bundled photo that `userimage` falls back to when the owner has not uploaded one. */
export const DEFAULT_PROFILE_IMAGE_URL = '/media/default-profile.webp'
