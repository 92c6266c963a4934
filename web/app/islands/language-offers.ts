/**
 * What a page tells the language suggestion (islands/language-suggestion.ts): its own language and
 * the same page in each other language the site offers, each with the suggestion's words in that
 * language. Written by the server (root.tsx) as JSON, data rather than code, only on a page that
 * has alternates; main.ts loads the suggestion only when it is there.
 */
export const LANGUAGE_OFFERS_ID = 'language-offers'

export interface LanguageOffer {
  lang: string
  dir: 'ltr' | 'rtl'
  href: string
  /** "Diese Seite gibt es auch auf Deutsch." */
  text: string
  /** The close button's name: "Schließen". */
  dismiss: string
}

export interface LanguageOffers {
  /** The page's own language. */
  current: string
  offers: LanguageOffer[]
}

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase()

/**
 * The language to suggest to a visitor whose browser prefers `preferred` (navigator.languages, in
 * order), or undefined: their first preference the site has decides, and when that is the page's
 * own language, nothing is suggested. An exact tag is preferred to one of the same primary
 * language (`de-AT` is offered `de`, `pt` is offered `pt-BR`).
 */
export function offerFor(
  preferred: readonly string[],
  { current, offers }: LanguageOffers,
): LanguageOffer | undefined {
  const languages = [current, ...offers.map((offer) => offer.lang)]
  for (const wanted of preferred) {
    const exact = languages.find((tag) => tag.toLowerCase() === wanted.toLowerCase())
    const match = exact ?? languages.find((tag) => primary(tag) === primary(wanted))
    if (match === undefined) continue
    return offers.find((offer) => offer.lang === match)
  }
  return undefined
}
