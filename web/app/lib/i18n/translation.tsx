import { createContext, Fragment, useContext, type ReactNode } from 'react'
import { addressIn } from '@contract/language-addresses.ts'
import { DEFAULT_LANGUAGE, textDirection } from '@contract/languages.ts'
import type { MessageKey } from '@contract/messages/en.ts'
import { translator, type Translator } from '@contract/messages/translator.ts'
import { useSiteData, type SiteData } from '@/lib/site/site-data.ts'

/**
 * The page's language travels with the render, never as a global: the root layout provides the
 * translator of the language it renders, and every public component asks for it here. Outside a
 * provider (a component's test, the dashboard's previews) the texts are English.
 */
const TranslatorContext = createContext<Translator>(translator(DEFAULT_LANGUAGE))

export const TranslatorProvider = TranslatorContext.Provider

/** The translator of the page being rendered. */
export function useTranslator(): Translator {
  return useContext(TranslatorContext)
}

/**
 * The translator of the language a public page is rendered in: the site's default language, or
 * the additional one its address's prefix names (`/de/…`, SiteData.languages) unless `language`
 * says another, with the owner's own words for its fixed texts (site texts). Meta functions,
 * which render outside React, ask here with the root's data.
 */
export function pageTranslator(site: SiteData | undefined, language?: string): Translator {
  const tag =
    language ?? site?.languages?.page ?? site?.settings.languages?.default ?? DEFAULT_LANGUAGE
  return translator(tag, site?.siteTexts?.[tag])
}

/**
 * The address of the page at `path` (as the default language writes it) in the page's language:
 * `/projects` on a German page is `/de/projects`. For plain `<a>` links; React Router's `<Link>`
 * adds the prefix by itself (the prefix is its basename).
 */
export function localAddress(site: SiteData | undefined, path: string): string {
  if (!site?.languages) return path
  return addressIn(path, site.languages.page, site.languages.default)
}

/** localAddress for the page being rendered. */
export function useLocalHref(): (path: string) => string {
  const site = useSiteData()
  return (path) => localAddress(site, path)
}

/** The attributes that say a text's own language: none when it is the page's. */
export interface TextLang {
  lang?: string
  dir?: 'ltr' | 'rtl'
}

/**
 * Marks a text shown in another language than the page's (a field the owner has not translated
 * shows the default language's text): its `lang`, so screen readers pronounce it right, and its
 * `dir` when it is written the other way. `record.textLanguages` (PublicContent.inLanguage) says
 * which language each translatable field is in.
 */
export function textLangOf(
  tr: Pick<Translator, 'lang' | 'dir'>,
  /** A record as public pages read it: `textLanguages` when read in a language. */
  record: object | undefined,
  field: string,
): TextLang {
  const language = (record as { textLanguages?: Readonly<Record<string, string>> } | undefined)
    ?.textLanguages?.[field]
  if (!language || language === tr.lang) return {}
  const dir = textDirection(language)
  return dir === tr.dir ? { lang: language } : { lang: language, dir }
}

/**
 * `textLang(record, 'title')`: the attributes to spread on the element that shows a record's
 * field (`<h3 {...textLang(project, 'title')}>`), from the page's translator.
 */
export function useTextLang(): (record: object | undefined, field: string) => TextLang {
  const tr = useTranslator()
  return (record, field) => textLangOf(tr, record, field)
}

/** A fixed text with React elements among its values ("My name is <link>"). */
export function richText(
  tr: Translator,
  key: MessageKey,
  values: Record<string, ReactNode>,
): ReactNode {
  return tr
    .parts<ReactNode>(key, values)
    .map((part, index) => <Fragment key={index}>{part}</Fragment>)
}

/** The fixed pages' entries of the navigation, by address: named in the page's language. */
const NAV_KEYS: Readonly<Record<string, MessageKey>> = {
  '/about': 'nav.about',
  '/skills': 'nav.skills',
  '/projects': 'nav.projects',
  '/blog': 'nav.blog',
  '/contact': 'nav.contact',
}

/** The navigation's entries with the fixed pages named in the page's language. */
export function translateNav<T extends { label: string; to: string }>(
  tr: Translator,
  items: readonly T[],
): T[] {
  return items.map((item) => {
    const key = NAV_KEYS[item.to]
    return key ? { ...item, label: tr.t(key) } : item
  })
}
