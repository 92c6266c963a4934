import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  TRANSLATIONS_PATHS,
  type RecordTranslations,
  type TranslationSummary,
} from '@contract/translations.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { SUMMARY_KEY } from './query-client.ts'
import type { HistoryMeta } from './undo.ts'

/** Every translation read sits under this key: a save or an undo reads them again. */
const TRANSLATIONS_KEY = ['admin', 'translations'] as const

const recordPath = (type: string, id: string) =>
  TRANSLATIONS_PATHS.record
    .replace(':type', encodeURIComponent(type))
    .replace(':id', encodeURIComponent(id))

/**
 * How much of the site is translated, per additional language (GET /api/translations). A summary
 * of other content: read again after any change (a default text written or emptied counts too).
 */
export const useTranslationSummary = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...SUMMARY_KEY, 'translations'],
      queryFn: async () =>
        (await ownerRequest<{ data: TranslationSummary }>(TRANSLATIONS_PATHS.summary)).data,
      enabled,
    }),
  )

/** One record's texts in every additional language, beside the default language's. */
export const useRecordTranslations = (type: string, id: string) =>
  useQuery(
    queryOptions({
      queryKey: [...TRANSLATIONS_KEY, type, id],
      queryFn: async () =>
        (await ownerRequest<{ data: RecordTranslations }>(recordPath(type, id))).data,
      staleTime: 0,
    }),
  )

/** Writes one language's texts of one record; the save offers Undo like any other. */
export function useSaveTranslations(type: string, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ language, texts }: { language: string; texts: Record<string, string> }) =>
      ownerRequest<{ data: RecordTranslations; message: string }>(
        `${recordPath(type, id)}/${encodeURIComponent(language)}`,
        { method: 'PUT', json: { texts } },
      ),
    meta: { history: { type, action: 'update', id } satisfies HistoryMeta },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSLATIONS_KEY }),
  })
}
