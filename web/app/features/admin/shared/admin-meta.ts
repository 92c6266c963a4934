import type { MetaDescriptor } from 'react-router'
import { siteFromMatches } from '@/lib/seo/page-meta.ts'

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>

/** Title "<site title> | <screen>"; owner pages ask search engines to stay away. */
export function adminMeta(matches: Matches, screen: string): MetaDescriptor[] {
  const site = siteFromMatches(matches)
  return [
    { title: site ? `${site.settings.siteTitle} | ${screen}` : screen },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

/** Sent with every owner page's HTML shell. */
export function adminHeaders() {
  return { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' }
}
