import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  GITHUB_IMPORT_PATHS,
  type GitHubImportBody,
  type GitHubRepository,
  type RefreshItem,
} from '@contract/github-import.ts'
import type { ImportApplyResponse, ImportPlan } from '@contract/profile-import.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

/** An account's public repositories (GitHub is asked by the server; nothing changes). */
export function useGitHubRepositories() {
  return useMutation({
    mutationFn: async (username: string) =>
      (
        await ownerRequest<{ data: { repositories: GitHubRepository[] } }>(
          `${GITHUB_IMPORT_PATHS.repositories}?username=${encodeURIComponent(username)}`,
        )
      ).data.repositories,
    meta: { silent: true },
  })
}

/** The preview of the chosen repositories as projects: nothing changes. */
export function usePreviewGitHubImport() {
  return useMutation({
    mutationFn: async (body: GitHubImportBody) =>
      (
        await ownerRequest<{ data: ImportPlan }>(GITHUB_IMPORT_PATHS.preview, {
          method: 'POST',
          json: body,
        })
      ).data,
    meta: { silent: true },
  })
}

/** Applies it as chosen: every list the dashboard loaded is read again. */
export function useApplyGitHubImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: GitHubImportBody) =>
      ownerRequest<ImportApplyResponse>(GITHUB_IMPORT_PATHS.apply, { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

/** What "Refresh from GitHub" would change: nothing changes yet. */
export function usePreviewGitHubRefresh() {
  return useMutation({
    mutationFn: async () =>
      (
        await ownerRequest<{ data: { items: RefreshItem[] } }>(GITHUB_IMPORT_PATHS.refreshPreview, {
          method: 'POST',
          json: {},
        })
      ).data.items,
    meta: { silent: true },
  })
}

export function useApplyGitHubRefresh() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (leaveOut: string[]) =>
      ownerRequest<ImportApplyResponse>(GITHUB_IMPORT_PATHS.refreshApply, {
        method: 'POST',
        json: { leaveOut },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
