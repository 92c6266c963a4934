import type { SectionContent } from '@/load-context.ts'
import { useNonce } from '@/lib/csp/nonce-context.tsx'
import { serializeJsonLd } from '@/lib/seo/person-json-ld.ts'
import { sectionJsonLd } from '@/lib/seo/section-json-ld.ts'
import { useSiteData } from '@/lib/site/site-data.ts'
import { localAddress, pageTranslator } from '@/lib/i18n/translation.tsx'
import { CustomSection } from './custom-section.tsx'

/**
 * A custom section's own page (/talks): the section, every item in the owner's order, and its
 * structured data for search engines. Only reached with items (routes/public/page.tsx).
 */
export function SectionPage({ content }: { content: SectionContent }) {
  const site = useSiteData()
  const nonce = useNonce()
  return (
    <>
      <CustomSection content={content} level={1} />
      {site && (
        <script
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(
              sectionJsonLd(site.publicUrl, content, {
                tag: pageTranslator(site).lang,
                localAddress: (path) => localAddress(site, path),
              }),
            ),
          }}
        />
      )}
    </>
  )
}
