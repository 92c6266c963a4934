import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SiteSettings } from '@contract/site-settings.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { HistoryMeta } from '@/features/admin/shared/api/undo.ts'
import {
  SITE_SETTINGS_KEY,
  type SiteSettingsAnswer,
} from '@/features/admin/shared/api/get-site-settings.ts'

/** PUT takes exactly the object GET answers, edited. */
function updateSiteSettings(settings: SiteSettings) {
  return ownerRequest<{ success: true; updatedData: SiteSettings; message: string }>(
    '/api/site/settings',
    { method: 'PUT', json: settings },
  )
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSiteSettings,
    meta: { history: { type: 'settings', action: 'update', id: '1' } satisfies HistoryMeta },
    onSuccess: (answer) =>
      queryClient.setQueryData<SiteSettingsAnswer>(
        SITE_SETTINGS_KEY,
        (old) => old && { ...old, settings: answer.updatedData },
      ),
  })
}
