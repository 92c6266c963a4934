import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SiteSettings } from '@contract/site-settings.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

export const SITE_SETTINGS_KEY = ['admin', 'site-settings'] as const

export async function getSiteSettings(): Promise<SiteSettings> {
  return (await ownerRequest<{ success: true; data: SiteSettings }>('/api/site/settings')).data
}

export const getSiteSettingsQueryOptions = () =>
  queryOptions({ queryKey: SITE_SETTINGS_KEY, queryFn: getSiteSettings })

export const useSiteSettings = () => useQuery(getSiteSettingsQueryOptions())
