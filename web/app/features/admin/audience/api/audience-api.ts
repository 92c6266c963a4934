import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AnalyticsReport, AnalyticsSettings } from '@contract/analytics.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { fetchOwnerFile, saveFile } from '@/lib/api/owner-download.ts'
import type { Range } from '../periods.ts'

const AUDIENCE_KEY = ['admin', 'audience'] as const
const AUDIENCE_SETTINGS_KEY = ['admin', 'audience-settings'] as const

/** The figures are read again every minute while the page is open ("right now" moves). */
const REFRESH_MS = 60_000

const query = ({ from, to }: Range) => `?${new URLSearchParams({ from, to }).toString()}`

const audienceQueryOptions = (range: Range) =>
  queryOptions({
    queryKey: [...AUDIENCE_KEY, range.from, range.to],
    queryFn: async () =>
      (await ownerRequest<{ data: AnalyticsReport }>(`/api/analytics${query(range)}`)).data,
    refetchInterval: REFRESH_MS,
    placeholderData: (previous) => previous,
  })

export const useAudience = (range: Range | undefined) =>
  useQuery({
    ...audienceQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== undefined,
  })

export interface AudienceSettingsAnswer {
  data: AnalyticsSettings
  timeZones?: string[]
}

export const audienceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: AUDIENCE_SETTINGS_KEY,
    queryFn: () => ownerRequest<AudienceSettingsAnswer>('/api/analytics/settings'),
  })

export const useAudienceSettings = () => useQuery(audienceSettingsQueryOptions())

export function useSaveAudienceSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: AnalyticsSettings) =>
      ownerRequest<{ data: AnalyticsSettings; message: string }>('/api/analytics/settings', {
        method: 'PUT',
        json: settings,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData<AudienceSettingsAnswer>(
        AUDIENCE_SETTINGS_KEY,
        (old) => old && { ...old, data: answer.data },
      )
      return queryClient.invalidateQueries({ queryKey: AUDIENCE_KEY })
    },
  })
}

export function useExportAudience() {
  return useMutation({
    mutationFn: (range: Range) =>
      fetchOwnerFile(
        `/api/analytics/export${query(range)}`,
        'audience.csv',
        'The figures could not be exported. Please try again.',
      ),
    onSuccess: saveFile,
    meta: { successMessage: 'Daily figures downloaded' },
  })
}
