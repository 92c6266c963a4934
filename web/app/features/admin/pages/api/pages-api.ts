import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  PAGE_TEXTS,
  type Page,
  type PageInput,
  type PageSummary,
  type PageUpdate,
} from '@contract/page.ts'
import { ownerRequest, withId } from '@/lib/api/api-client.ts'
import type { HistoryMeta } from '@/features/admin/shared/api/undo.ts'
import type { ListAnswer, MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { markdownImageUpload } from '@/features/admin/shared/api/markdown-images.ts'

/** The owner's list: every page, drafts too, in the owner's order. */
const PAGES_KEY = ['admin', 'pages'] as const

interface PageAnswer {
  success: true
  data: Page
  message: string
}

const listPages = async (): Promise<PageSummary[]> =>
  (await ownerRequest<ListAnswer<PageSummary>>('/api/pages')).data

export const pagesQueryOptions = () => queryOptions({ queryKey: PAGES_KEY, queryFn: listPages })
export const usePages = () => useQuery(pagesQueryOptions())

/** The page of an editor address, found through the list (which knows each id's address). */
export const pageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'page', id] as const,
    queryFn: async ({ client }) => {
      const pages = await client.ensureQueryData(pagesQueryOptions())
      const summary = pages.find((page) => page._id === id)
      if (!summary) throw new Error('This page does not exist any more')
      const address = encodeURIComponent(summary.address)
      return (await ownerRequest<{ data: Page }>(`/api/pages/${address}`)).data
    },
    staleTime: 5_000,
    refetchOnReconnect: false,
  })

export const createPage = (input: PageInput) =>
  ownerRequest<PageAnswer>('/api/pages', { method: 'POST', json: input })

export const updatePage = (id: string, input: PageUpdate) =>
  ownerRequest<PageAnswer>(withId('/api/pages/:id', id), { method: 'PUT', json: input })

/** After a save: the page's own copy shows it, and the list is read again (positions move). */
export function useRememberSaved() {
  const queryClient = useQueryClient()
  return (page: Page) => {
    queryClient.setQueryData(pageQueryOptions(page._id).queryKey, page)
    void queryClient.invalidateQueries({ queryKey: PAGES_KEY })
  }
}

export function useDeletePage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      ownerRequest<MessageAnswer>(withId('/api/pages/:id', id), { method: 'DELETE' }),
    meta: { history: { type: 'page', action: 'delete' } satisfies HistoryMeta },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
  })
}

/** Uploads an image for a page's body (kept with the page from now on when it exists). */
export const uploadPageImage = (
  file: File,
  pageId: string | undefined,
  onUploadProgress: (fraction: number) => void,
) => markdownImageUpload(PAGE_TEXTS.markdownImages!, pageId)(file, onUploadProgress)
