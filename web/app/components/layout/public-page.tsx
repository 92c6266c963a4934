import type { ReactNode } from 'react'
import type { SiteData } from '@/lib/site/site-data.ts'
import { useTextLang, useTranslator } from '@/lib/i18n/translation.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { SocialSidebar } from './social-sidebar.tsx'

const COLUMN = 'mx-auto max-w-6xl px-5 outline-none md:px-8'

/**
 * The column every public page's content sits in: the page's main landmark, except in the
 * dashboard's previews (`preview`), where the dashboard's own page has the one main landmark.
 */
export function PageMain({
  children,
  preview = false,
}: {
  children: ReactNode
  preview?: boolean
}) {
  if (preview) return <div className={COLUMN}>{children}</div>
  return (
    <main id="main" tabIndex={-1} className={COLUMN}>
      {children}
    </main>
  )
}

/**
 * Header, side links, main content and footer of every public page (and of the dashboard's
 * preview of the site settings, with the values being edited).
 */
export function PublicPage({
  site,
  preview = false,
  children,
}: {
  site: SiteData
  /** In the dashboard's preview: no skip link and no main landmark of its own. */
  preview?: boolean
  children: ReactNode
}) {
  const { t } = useTranslator()
  const textLang = useTextLang()
  return (
    <>
      {!preview && (
        <a href="#main" className="skip-link sr-only-focusable">
          {t('page.skipToContent')}
        </a>
      )}
      <SiteHeader
        siteTitle={site.settings.siteTitle}
        siteTitleLang={textLang(site.settings, 'siteTitle')}
        sections={site.sections}
        home={site.home}
        pages={site.pageLinks.navigation}
        customSections={site.customSections}
        resume={!site.profile.isDefault}
        theme={site.settings.theme}
      />
      {/* The side rail's box: it travels with the content, never over the footer. */}
      <div className="public-body">
        <SocialSidebar settings={site.settings} />
        <PageMain preview={preview}>{children}</PageMain>
      </div>
      <SiteFooter
        settings={site.settings}
        ownerName={site.profile.name}
        sections={site.sections}
        home={site.home}
        pages={site.pageLinks.footer}
        customSections={site.customSections}
        languages={preview ? undefined : site.languages}
      />
    </>
  )
}
