import { Type, type Static } from 'typebox'
import { languageName } from './languages.ts'
import { messageValues } from './messages/message-values.ts'
import { ENGLISH_TEXTS } from './messages/translator.ts'

/**
 * Site texts: the owner's own words for the public site's fixed texts (contract/messages), per
 * language. An override wins over the shipped catalogue, which wins over English; it is how a
 * language without a shipped catalogue gets its texts. Stored with the site settings
 * (`site_settings.site_texts`), so history and backups carry them.
 */

/** An override's length at most (the longest shipped text is a few hundred characters). */
const SITE_TEXT_MAX = 1000

/** One fixed text in one language: the English, the shipped translation and the owner's. */
export const SiteText = Type.Object({
  key: Type.String({ description: 'The text by its key in contract/messages/en.ts' }),
  english: Type.String({ description: 'The English text' }),
  shipped: Type.Union([Type.String(), Type.Null()], {
    description: 'The text Vitrine ships in this language, null when it ships none (English shows)',
  }),
  override: Type.Union([Type.String(), Type.Null()], {
    description: "The owner's text, null when none",
  }),
})
export type SiteText = Static<typeof SiteText>

export const SiteTextsData = Type.Object({
  language: Type.String(),
  name: Type.String({ description: "The language's own name" }),
  texts: Type.Array(SiteText),
})
export type SiteTextsData = Static<typeof SiteTextsData>

export const SiteTextsParams = Type.Object({
  lang: Type.String({ minLength: 2, maxLength: 35, description: "One of the site's languages" }),
})

export const SiteTextsInput = Type.Object(
  {
    texts: Type.Record(
      Type.String({ maxLength: 100 }),
      Type.String({
        maxLength: SITE_TEXT_MAX,
        errorMessage: `A site text is at most ${SITE_TEXT_MAX} characters`,
      }),
      {
        description:
          "The owner's texts by key; an empty text removes the override (the shipped text shows again). Keys left out stay as they are.",
      },
    ),
  },
  { additionalProperties: false },
)
export type SiteTextsInput = Static<typeof SiteTextsInput>

export const SiteTextsResponse = Type.Object({
  success: Type.Literal(true),
  data: SiteTextsData,
})
export const SiteTextsWriteResponse = Type.Object({
  success: Type.Literal(true),
  data: SiteTextsData,
  message: Type.String(),
})

export const SITE_TEXT_MESSAGES = {
  saved: 'Site texts saved',
  notOffered: (language: string) =>
    `The site is not offered in ${languageName(language)}: add the language in Site settings → Languages first`,
  unknownKey: (key: string) => `There is no site text “${key}”`,
  notAMessage: (english: string) =>
    `The text for “${english}” cannot be read: check its braces { } and quotes`,
  otherValues: (english: string, values: string[]) =>
    values.length === 0
      ? `The text for “${english}” must not have values in braces: the English one has none`
      : `The text for “${english}” must use the same values as the English one: ${values.map((value) => `{${value}}`).join(', ')}`,
} as const

/** Why an override cannot be saved, in words naming the text by its English, or undefined. */
export function siteTextProblem(key: string, text: string): string | undefined {
  const english = (ENGLISH_TEXTS as Record<string, string>)[key]
  if (english === undefined) return SITE_TEXT_MESSAGES.unknownKey(key)
  if (text === '') return undefined
  let values: string[]
  try {
    values = messageValues(text)
  } catch {
    return SITE_TEXT_MESSAGES.notAMessage(english)
  }
  const expected = messageValues(english)
  if (values.join('\u0000') !== expected.join('\u0000')) {
    return SITE_TEXT_MESSAGES.otherValues(english, expected)
  }
  return undefined
}
