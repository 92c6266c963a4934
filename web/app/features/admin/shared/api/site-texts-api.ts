import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SiteTextsData } from '@contract/site-texts.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { HistoryMeta } from './undo.ts'

/** The site texts of every language sit under this key: a save or an undo reads them again. */
const SITE_TEXTS_KEY = ['admin', 'site-texts'] as const

const pathOf = (language: string) => `/api/site-texts/${encodeURIComponent(language)}`

/** Every fixed text of one language: English, what Vitrine ships and the owner's own. */
export const useSiteTexts = (language: string) =>
  useQuery(
    queryOptions({
      queryKey: [...SITE_TEXTS_KEY, language],
      queryFn: async () => (await ownerRequest<{ data: SiteTextsData }>(pathOf(language))).data,
      staleTime: 0,
    }),
  )

/** Writes some of one language's texts ('' puts the shipped one back): a settings revision, Undo. */
export function useSaveSiteTexts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ language, texts }: { language: string; texts: Record<string, string> }) =>
      ownerRequest<{ data: SiteTextsData; message: string }>(pathOf(language), {
        method: 'PUT',
        json: { texts },
      }),
    // The texts are kept with the site settings (one record, id 1): Undo goes back a version.
    meta: { history: { type: 'settings', action: 'update', id: '1' } satisfies HistoryMeta },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SITE_TEXTS_KEY }),
  })
}
