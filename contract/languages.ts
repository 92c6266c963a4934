import { Type, type Static } from 'typebox'

/**
 * The languages a site is written in: BCP 47 tags as the site settings keep them (`languages`),
 * the names the dashboard offers them by, and which way each is written.
 */

/** A site's default language when the owner has not chosen one. */
export const DEFAULT_LANGUAGE = 'en'

/** The default language and the additional ones together: at most this many. */
export const MAX_LANGUAGES = 10

/**
 * Languages offered in the dashboard's list, each by its own name (what a speaker of it looks
 * for). Any other well-formed tag is accepted too and is named by the browser's own words.
 */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ar: 'العربية',
  bg: 'Български',
  bn: 'বাংলা',
  ca: 'Català',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  'en-GB': 'English (UK)',
  es: 'Español',
  'es-MX': 'Español (México)',
  et: 'Eesti',
  fa: 'فارسی',
  fi: 'Suomi',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  he: 'עברית',
  hi: 'हिन्दी',
  hr: 'Hrvatski',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  ms: 'Bahasa Melayu',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ro: 'Română',
  ru: 'Русский',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  sr: 'Српски',
  sv: 'Svenska',
  sw: 'Kiswahili',
  ta: 'தமிழ்',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  ur: 'اردو',
  vi: 'Tiếng Việt',
  'zh-Hans': '中文（简体）',
  'zh-Hant': '中文（繁體）',
}

/** Languages written right to left, by their primary subtag. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ug', 'ckb', 'syr'])

/** `rtl` for a language written right to left (Arabic, Hebrew, Persian, Urdu…), else `ltr`. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const primary = tag.split('-')[0]!.toLowerCase()
  return RIGHT_TO_LEFT.has(primary) ? 'rtl' : 'ltr'
}

/**
 * A tag in its canonical form (`pt-br` → `pt-BR`, `iw` → `he`), or undefined when it is not a
 * well-formed BCP 47 language tag. Private-use and grandfathered oddities are refused: a
 * site's language must be one a browser and a search engine know.
 */
export function canonicalLanguage(tag: string): string | undefined {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag)) return undefined
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}

/** The name a language is offered by: its own name, else the tag itself. */
export function languageName(tag: string): string {
  return LANGUAGE_NAMES[tag] ?? tag
}

export const SiteLanguages = Type.Object(
  {
    default: Type.String({
      minLength: 2,
      maxLength: 35,
      title: 'Default language',
      description:
        "The language of the site's own addresses (/, /projects…) and of every text written once; a BCP 47 tag such as en, de or pt-BR",
    }),
    additional: Type.Array(Type.String({ minLength: 2, maxLength: 35 }), {
      // The default one makes the tenth: siteLanguagesProblem says so in words.
      maxItems: MAX_LANGUAGES,
      title: 'Additional languages',
      description:
        'Languages the site is also offered in, each under its own prefix (/de/, /pt-BR/projects). A language taken off keeps its translations.',
    }),
  },
  { additionalProperties: false },
)
export type SiteLanguages = Static<typeof SiteLanguages>

export const DEFAULT_SITE_LANGUAGES: SiteLanguages = { default: DEFAULT_LANGUAGE, additional: [] }

/**
 * Why the site's languages cannot be saved, in words, or undefined when they can. Tags must be
 * canonical (the dashboard sends them so; a client that sends `pt-br` is told the form to use),
 * each named once.
 */
export function siteLanguagesProblem(languages: SiteLanguages): string | undefined {
  const all = [languages.default, ...languages.additional]
  for (const tag of all) {
    const canonical = canonicalLanguage(tag)
    if (!canonical) return `"${tag}" is not a language tag (use one such as en, de or pt-BR)`
    if (canonical !== tag) return `Write the language "${tag}" as "${canonical}"`
  }
  if (all.length > MAX_LANGUAGES) return `A site has at most ${MAX_LANGUAGES} languages`
  const repeated = all.find((tag, index) => all.indexOf(tag) !== index)
  if (repeated) {
    return repeated === languages.default
      ? `${languageName(repeated)} is the default language: it cannot be an additional one too`
      : `${languageName(repeated)} is listed twice`
  }
  return undefined
}
