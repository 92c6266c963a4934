import { Type, type Static } from 'typebox'
import { Id, LinkField, Text, OptionalText } from './common.ts'
import { LIMITS } from './limits.ts'

export const CertificateInput = Type.Object(
  {
    title: Text(LIMITS.shortText, { title: 'Title' }),
    desc: OptionalText(LIMITS.longText, { title: 'Description' }),
    date: Text(LIMITS.shortText, { title: 'Date', description: 'Format: 10-08-2023' }),
    platform: Text(LIMITS.shortText, { title: 'Platform' }),
    label: OptionalText(LIMITS.shortText, { title: 'Label' }),
    doc: LinkField('Certificate link'),
  },
  { additionalProperties: false },
)
export type CertificateInput = Static<typeof CertificateInput>

export const Certificate = Type.Object({ _id: Id, ...CertificateInput.properties })
export type Certificate = Static<typeof Certificate>
