import { useEffect, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  type LinksFunction,
  type LoaderFunctionArgs,
} from 'react-router'
import geistFont from '@/fonts/geist.woff2?url'
import geistMonoFont from '@/fonts/geist-mono.woff2?url'
import './app.css'
import {
  DEFAULT_LOOK,
  lookVersion,
  needsSiteStylesheet,
  ownPalette,
  SITE_STYLESHEET_PATH,
} from '@contract/site-look.ts'
import { presetFontPreloads } from './lib/look/preset-fonts.ts'
import { isOwnerRoute } from './load-context.ts'
import { useIslandsScript, useNonce } from './lib/csp/nonce-context.tsx'
import { personJsonLd, serializeJsonLd } from './lib/seo/person-json-ld.ts'
import { loadSiteData, useSiteData, type SiteData } from './lib/site/site-data.ts'
import { initialTheme, themeScript } from './lib/theme/theme.ts'
import {
  localAddress,
  pageTranslator,
  TranslatorProvider,
  useTranslator,
} from './lib/i18n/translation.tsx'
import { ISLAND_TEXT_KEYS, ISLAND_TEXTS_ID } from './islands/texts.ts'
import { LANGUAGE_OFFERS_ID, type LanguageOffers } from './islands/language-offers.ts'
import { languageLinks } from './components/layout/language-switcher.tsx'
import { languageVersionsOf, type LanguageVersions } from './lib/site/language-versions.ts'
import { hasLanguageVersions } from '@contract/language-addresses.ts'
import { languageName, textDirection } from '@contract/languages.ts'
import { translator } from '@contract/messages/translator.ts'

/** Whether the owner wrote their own words for one of the islands' texts in this language. */
const ownIslandTexts = (site: SiteData | undefined, language: string) =>
  ISLAND_TEXT_KEYS.some((key) => site?.siteTexts?.[language]?.[key] !== undefined)

export async function loader({ context, request }: LoaderFunctionArgs) {
  return loadSiteData(context, new URL(request.url).pathname)
}

/** The fonts the dashboard uses above the fold; a public page preloads its preset's (Layout). */
export const links: LinksFunction = () => []

// Settings and profile change only through the dashboard, which reloads what it changes.
export function shouldRevalidate() {
  return false
}

/**
 * docs/contract.md §1: the page scrolls to top on every new page and before unload. Public pages do
 * this in islands/scroll-to-top.ts; this is the same for the owner's client-side navigation.
 */
function useScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
    const toTop = () => window.scrollTo(0, 0)
    window.addEventListener('beforeunload', toTop)
    return () => window.removeEventListener('beforeunload', toTop)
  }, [])
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0)
  }, [pathname])
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const site = useSiteData()
  const matches = useMatches()
  const hydrate = matches.some((match) => isOwnerRoute(match.id))
  const islandsScript = useIslandsScript()
  // The owner's look dresses the public pages; the dashboard keeps the house look (its preview
  // shows the owner's).
  const look = hydrate ? DEFAULT_LOOK : (site?.settings.look ?? DEFAULT_LOOK)
  // The dashboard's own words stay English; a public page is in the site's language.
  const tr = pageTranslator(hydrate ? undefined : site)
  const fonts = hydrate ? [geistFont, geistMonoFont] : presetFontPreloads(look.preset, tr.lang)
  return (
    // The inline theme script sets data-theme (from the visitor's choice or data-default-theme,
    // the site setting) and class before the first paint.
    <html
      lang={tr.lang}
      dir={tr.dir === 'rtl' ? 'rtl' : undefined}
      data-theme={initialTheme(site?.settings.theme)}
      data-default-theme={site?.settings.theme ?? 'dark'}
      data-preset={look.preset}
      data-palette={ownPalette(look)}
      data-roundness={look.roundness}
      data-density={look.density}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The fonts the first screen uses, fetched with the CSS rather than after it. */}
        {fonts.map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        <Meta />
        <Links nonce={nonce} />
        {/* Last, so the look's colours and the owner's custom CSS win (docs/design.md). */}
        {needsSiteStylesheet(look) && (
          <link rel="stylesheet" href={`${SITE_STYLESHEET_PATH}?v=${lookVersion(look)}`} />
        )}
        {site && (
          <link
            rel="alternate"
            type="application/atom+xml"
            href={localAddress(site, '/feed.xml')}
            title={`${site.settings.siteTitle}: posts`}
          />
        )}
        {site && (
          <script
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: serializeJsonLd(personJsonLd(site)) }}
          />
        )}
      </head>
      <body>
        <TranslatorProvider value={tr}>{children}</TranslatorProvider>
        {!hydrate && (tr.lang !== 'en' || ownIslandTexts(site, tr.lang)) && (
          <script
            type="application/json"
            id={ISLAND_TEXTS_ID}
            nonce={nonce}
            dangerouslySetInnerHTML={{
              __html: serializeJsonLd(
                Object.fromEntries(ISLAND_TEXT_KEYS.map((key) => [key, tr.t(key)])),
              ),
            }}
          />
        )}
        {!hydrate && site && (
          <LanguageOffersData
            site={site}
            pageExists={!matches.some((match) => (match.data as NotFound)?.notFound)}
            versions={languageVersionsOf(matches)}
          />
        )}
        {hydrate ? (
          <Scripts nonce={nonce} />
        ) : (
          islandsScript && <script type="module" src={islandsScript} nonce={nonce} />
        )}
      </body>
    </html>
  )
}

type NotFound = { notFound?: boolean } | undefined

/**
 * A page that exists in other languages tells the language suggestion (islands) where, with the
 * suggestion's words in each of them: a visitor is offered a page in their own language, never
 * sent there. Nothing on a page in one language only.
 */
function LanguageOffersData({
  site,
  pageExists,
  versions,
}: {
  site: SiteData
  pageExists: boolean
  /** The page's own addresses per language, where it has them (a post's translations). */
  versions: LanguageVersions | undefined
}) {
  const { languages } = site
  if (!pageExists || !hasLanguageVersions(languages.path) || languages.additional.length === 0) {
    return null
  }
  const offers: LanguageOffers = {
    current: languages.page,
    // Only where this very page exists: the note says "this page is also in German".
    offers: languageLinks(languages, true, versions)
      .filter((link) => !link.current && link.exists)
      .map((link) => {
        const tr = translator(link.tag)
        return {
          lang: link.tag,
          dir: textDirection(link.tag),
          href: link.href,
          text: tr.t('suggest.text', { language: languageName(link.tag) }),
          dismiss: tr.t('suggest.dismiss'),
        }
      }),
  }
  return (
    <script
      type="application/json"
      id={LANGUAGE_OFFERS_ID}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(offers) }}
    />
  )
}

/** Marks an owner page once React has hydrated it (browser tests wait for this). */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

/**
 * A public page shown whole (not a 404, not a private draft preview, not an error,
 * which the error boundary renders instead of this) carries the mark the islands script counts.
 */
function useCountedPage(): boolean {
  const matches = useMatches()
  return (
    !matches.some((match) => isOwnerRoute(match.id)) &&
    !matches.some((match) => match.id === 'routes/public/blog-preview') &&
    !matches.some((match) => (match.data as { notFound?: boolean } | undefined)?.notFound)
  )
}

export default function App() {
  useScrollToTop()
  useHydratedMarker()
  const counted = useCountedPage()
  return (
    <>
      <Outlet />
      {counted && <div hidden data-page-view="" />}
    </>
  )
}

/** docs/contract.md §8: the router's error screen starts with 'Unexpected Application Error!'. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslator()
  let detail: string
  if (isRouteErrorResponse(error)) {
    detail =
      `${error.status} ${error.statusText || (typeof error.data === 'string' ? error.data : '')}`.trim()
  } else if (error instanceof Error) {
    detail = error.message
  } else {
    detail = 'Unknown error'
  }
  return (
    <main id="main" className="error-screen">
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <p>
        <a href="/">{t('page.backHome')}</a>
      </p>
    </main>
  )
}
