import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Post, PostInput, PostSummary, PostUpdate } from '@contract/post.ts'
import { ownerRequest, withId } from '@/lib/api/api-client.ts'
import type { HistoryMeta } from '@/features/admin/shared/api/undo.ts'
import type { ListAnswer, MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'

/** The owner's list: every post, drafts and scheduled ones too, newest first. */
const POSTS_KEY = ['admin', 'posts'] as const

interface PostAnswer {
  success: true
  data: Post
  message: string
}

const listPosts = async (): Promise<PostSummary[]> =>
  (await ownerRequest<ListAnswer<PostSummary>>('/api/posts')).data

export const postsQueryOptions = () => queryOptions({ queryKey: POSTS_KEY, queryFn: listPosts })
export const usePosts = () => useQuery(postsQueryOptions())

/** One post with its Markdown, whatever its status (the owner's read by slug). */
async function fetchPost(slug: string): Promise<Post> {
  return (await ownerRequest<{ data: Post }>(`/api/posts/${encodeURIComponent(slug)}`)).data
}

/** The post of an editor address, found through the list (which knows each id's slug). */
export const postQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'post', id] as const,
    queryFn: async ({ client }) => {
      const posts = await client.ensureQueryData(postsQueryOptions())
      const summary = posts.find((post) => post._id === id)
      if (!summary) throw new Error('This post does not exist any more')
      return fetchPost(summary.slug)
    },
    // Fresh at each opening; while the editor is open it owns the post (saves update this copy).
    staleTime: 5_000,
    refetchOnReconnect: false,
  })

export const createPost = (input: PostInput) =>
  ownerRequest<PostAnswer>('/api/posts', { method: 'POST', json: input })

export const updatePost = (id: string, input: PostUpdate) =>
  ownerRequest<PostAnswer>(withId('/api/posts/:id', id), { method: 'PUT', json: input })

/** A summary of a saved post, for the list. */
function summaryOf(post: Post): PostSummary {
  const { body: _body, html: _html, ...summary } = post
  return summary
}

/** After a save: the list and the post's own copy show it as saved (first in the list when new). */
export function useRememberSaved() {
  const queryClient = useQueryClient()
  return (post: Post) => {
    queryClient.setQueryData(postQueryOptions(post._id).queryKey, post)
    queryClient.setQueryData<PostSummary[]>(POSTS_KEY, (list) => {
      if (!list) return list
      const summary = summaryOf(post)
      return list.some((item) => item._id === post._id)
        ? list.map((item) => (item._id === post._id ? summary : item))
        : [summary, ...list]
    })
  }
}

export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      ownerRequest<MessageAnswer>(withId('/api/posts/:id', id), { method: 'DELETE' }),
    meta: { history: { type: 'post', action: 'delete' } satisfies HistoryMeta },
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<PostSummary[]>(POSTS_KEY, (list = []) =>
        list.filter((post) => post._id !== id),
      ),
  })
}

export interface UploadedImage {
  url: string
  width: number
  height: number
}

/** Uploads an image for a post (kept with it from now on when the post exists). */
export async function uploadPostImage(
  file: File,
  postId: string | undefined,
  onUploadProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  const form = new FormData()
  if (postId) form.append('post', postId)
  form.append('image', file)
  return (
    await ownerRequest<{ data: UploadedImage }>('/api/posts/images', {
      method: 'POST',
      form,
      onUploadProgress,
    })
  ).data
}

/** A signed link that shows the saved post as its page will look, for an hour. */
export async function previewLink(id: string): Promise<string> {
  return (
    await ownerRequest<{ data: { url: string } }>(withId('/api/posts/:id/preview', id), {
      method: 'POST',
    })
  ).data.url
}
