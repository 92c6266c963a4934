import { useLocation, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { prefetch } from '@/features/admin/shared/route-guards.ts'
import { ContentManager } from '@/features/admin/content/components/content-manager.tsx'
import { CONTENT_PAGE_MODELS, contentTypeAt } from '@/features/admin/content/content-pages.ts'

/**
 * The page of every content type: routes.ts registers this module once per registry entry, at its
 * `dashboard.path`; the path says which type it is.
 */
export const headers = adminHeaders
export const meta: MetaFunction = ({ matches, location }) => {
  const key = contentTypeAt(location.pathname)
  return adminMeta(matches, key ? CONTENT_TYPES[key].dashboard.label : 'Dashboard')
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const key = contentTypeAt(new URL(request.url).pathname)
  return key ? prefetch(CONTENT_PAGE_MODELS[key].api.listQueryOptions()) : null
}
clientLoader.hydrate = true as const

export default function Page() {
  const key = contentTypeAt(useLocation().pathname)
  // Only registered at a content type's path, so a key is always found.
  return key ? <ContentManager key={key} typeKey={key} /> : null
}
