import { MutationCache, QueryClient } from '@tanstack/react-query'
import { ApiError, errorMessage } from '@/lib/api/api-client.ts'
import { notify } from '@/lib/toast/notify.ts'
import { runUndo, undoPlanOf, UNDONE_MESSAGE } from './undo.ts'

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown }
    if (typeof message === 'string' && message) return message
  }
  return undefined
}

/** A client error (4xx) will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

/**
 * The dashboard's one QueryClient. Every mutation shows the server's message: success messages are
 * docs/contract.md §8's texts (the server answers them), failures the server's reason.
 */
/** Queries that sum up other content (the first-run checklist): stale after any change. */
export const SUMMARY_KEY = ['admin', 'summary'] as const

export function createAdminQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _context, mutation) => {
        // A password change ends the session: a read now would be refused and sign the owner out.
        if (!mutation.meta?.endsSession) void client.invalidateQueries({ queryKey: SUMMARY_KEY })
        if (mutation.meta?.silent) return
        const message = (mutation.meta?.successMessage as string | undefined) ?? messageOf(data)
        if (!message) return
        // Saves and deletes of records with history offer "Undo".
        const plan = undoPlanOf(mutation.meta, data, variables)
        if (!plan) {
          void notify('success', message)
          return
        }
        void notify('success', message, {
          undo: async () => {
            try {
              await runUndo(client, plan)
              void notify('success', UNDONE_MESSAGE)
            } catch (error) {
              void notify('error', errorMessage(error))
            }
          },
        })
      },
      onError: (error) => void notify('error', errorMessage(error)),
    }),
  })
  return client
}

let browserClient: QueryClient | undefined

/** One client per browser tab, shared by the dashboard layout and the route clientLoaders. */
export function adminQueryClient(): QueryClient {
  browserClient ??= createAdminQueryClient()
  return browserClient
}
