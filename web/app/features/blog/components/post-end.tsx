import { richText, useLocalHref, useTranslator } from '@/lib/i18n/translation.tsx'
import type { PostSummary } from '@contract/post.ts'
import { Link } from 'react-router'
import { Icon, socialIcon } from '@/components/icons/icon.tsx'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { SiteData } from '@/lib/site/site-data.ts'
import { postPath } from '../post-dates.ts'
import type { TocEntry } from '../post-extras.ts'

/** "Subscribe": the Atom feed, which any feed reader follows. */
export function SubscribeHint() {
  const tr = useTranslator()
  const localHref = useLocalHref()
  return (
    <p className="subscribe-hint">
      <Icon name="feed" size={18} />
      <span>
        {richText(tr, 'blog.subscribe', {
          feed: (
            <a href={localHref('/feed.xml')} className="link" type="application/atom+xml">
              {tr.t('blog.atomFeed')}
            </a>
          ),
        })}
      </span>
    </p>
  )
}

/** A long post's contents: links to its headings (the server gave each an id). */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useTranslator()
  return (
    <nav aria-labelledby="toc-title" className="post-toc">
      <h2 id="toc-title" className="eyebrow">
        {t('blog.contents')}
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id} data-level={entry.level}>
            <a href={`#${entry.id}`} className="link">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** Other posts sharing the post's tags. */
export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  const { t } = useTranslator()
  return (
    <section aria-labelledby="related-title" className="post-related">
      <h2 id="related-title" className="eyebrow">
        {t('blog.related')}
      </h2>
      <ul>
        {posts.map((post) => (
          <li key={post._id}>
            <Link to={postPath(post.slug)} className="link">
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Who wrote it: the owner's photo, name, current status and profiles, from the profile. */
export function AuthorBox({ site }: { site: SiteData }) {
  const { t } = useTranslator()
  const { profile, settings } = site
  const links = settings.socialLinks.filter((link) => link.link)
  return (
    <aside aria-labelledby="author-name" className="card author-box">
      {!profile.isDefault && (
        <ResponsiveImage
          src={profile.image}
          media={profile.media}
          alt=""
          width={96}
          height={96}
          sizes={IMAGE_SIZES.avatar}
          className="author-photo"
        />
      )}
      <div>
        <p className="eyebrow">{t('blog.writtenBy')}</p>
        <p id="author-name" className="author-name">
          <Link to="/about" className="link">
            {profile.name}
          </Link>
        </p>
        {profile.status && <p className="text-muted">{profile.status}</p>}
        {links.length > 0 && (
          <ul className="author-links">
            {links.map((link) => (
              <li key={link.link}>
                <a href={link.link} className="icon-button" aria-label={link.acc} title={link.acc}>
                  <Icon name={socialIcon(link.icon)} size={18} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  )
}
