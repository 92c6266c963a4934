import { richText, useTranslator, useTextLang } from '@/lib/i18n/translation.tsx'
import type { Page } from '@contract/page.ts'

/**
 * One of the owner's pages as the site shows it: its title, "Updated <date>" when the owner asked
 * for it (a /now page), and the body the server rendered when it was saved.
 */
export function PageArticle({ page }: { page: Page }) {
  const tr = useTranslator()
  const textLang = useTextLang()
  return (
    <article className="section post" aria-labelledby="page-title">
      <header className="post-header">
        <h1 id="page-title" className="post-title" {...textLang(page, 'title')}>
          {page.title}
        </h1>
        {page.showUpdated && (
          <p className="post-meta">
            {richText(tr, 'page.updated', {
              date: <time dateTime={page.updatedAt}>{tr.date(page.updatedAt)}</time>,
            })}
          </p>
        )}
      </header>
      {/* Rendered and sanitised by the server when the page was saved (server/modules/pages). */}
      <div
        className="prose"
        {...textLang(page, 'body')}
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </article>
  )
}
