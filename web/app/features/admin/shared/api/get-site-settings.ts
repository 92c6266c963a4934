import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SiteIdentity, SiteSettings } from '@contract/site-settings.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

export const SITE_SETTINGS_KEY = ['admin', 'site-settings'] as const

/** The saved settings, and the owner's name that an empty display name and site title follow. */
export interface SiteSettingsAnswer {
  settings: SiteSettings
  ownerName: string
}

async function getSiteSettings(): Promise<SiteSettingsAnswer> {
  const answer = await ownerRequest<{ success: true; data: SiteSettings; derived?: SiteIdentity }>(
    '/api/site/settings',
  )
  return { settings: answer.data, ownerName: answer.derived?.displayName ?? '' }
}

export const getSiteSettingsQueryOptions = () =>
  queryOptions({ queryKey: SITE_SETTINGS_KEY, queryFn: getSiteSettings })

export const useSiteSettings = () => useQuery(getSiteSettingsQueryOptions())
