import { queryOptions, useQuery } from '@tanstack/react-query'
import { RESUME_PATHS } from '@contract/resume-choices.ts'
import type { ResumeOutline } from '@contract/resume-outline.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

const RESUME_CONTENTS_KEY = ['admin', 'resume', 'contents'] as const

/**
 * Everything the résumé can hold, in its order, the left-out parts too: the choices' list. Read
 * afresh each time the page opens, since any edit elsewhere may change it.
 */
export const resumeContentsQueryOptions = () =>
  queryOptions({
    queryKey: RESUME_CONTENTS_KEY,
    queryFn: async () =>
      (await ownerRequest<{ success: true; data: ResumeOutline }>(RESUME_PATHS.contents)).data,
    staleTime: 0,
  })

export const useResumeContents = () => useQuery(resumeContentsQueryOptions())
