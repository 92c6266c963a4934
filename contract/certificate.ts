import { Type, type Static } from 'typebox'
import { Id, Link, Text, OptionalText } from './common.ts'
import { LIMITS } from './limits.ts'

export const CertificateInput = Type.Object(
  {
    title: Text(LIMITS.shortText),
    desc: OptionalText(LIMITS.longText, 'Description'),
    date: Text(LIMITS.shortText, { description: 'Date, as a hint like 10-08-2023' }),
    platform: Text(LIMITS.shortText),
    label: OptionalText(LIMITS.shortText),
    doc: Link,
  },
  { additionalProperties: false },
)
export type CertificateInput = Static<typeof CertificateInput>

export const Certificate = Type.Object({ _id: Id, ...CertificateInput.properties })
export type Certificate = Static<typeof Certificate>
