import { createContext, Fragment, useContext, type ReactNode } from 'react'
import { DEFAULT_LANGUAGE } from '@contract/languages.ts'
import type { MessageKey } from '@contract/messages/en.ts'
import { translator, type Translator } from '@contract/messages/translator.ts'
import type { SiteData } from '@/lib/site/site-data.ts'

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
 * The language a public page is rendered in: the site's default language unless `language` says
 * another (an address per language), with the owner's own words for its fixed texts (site
 * texts). Meta functions, which render outside React, ask here with the root's data.
 */
export function pageTranslator(site: SiteData | undefined, language?: string): Translator {
  const tag = language ?? site?.settings.languages?.default ?? DEFAULT_LANGUAGE
  return translator(tag, site?.siteTexts?.[tag])
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
