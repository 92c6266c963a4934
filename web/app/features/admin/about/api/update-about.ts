import type { About, AboutInput } from '@contract/about.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReplaceMutation } from '@/features/admin/shared/api/list-cache.ts'
import { ABOUT_KEY } from './list-about.ts'

export function updateAbout({ id, input }: { id: string; input: AboutInput }) {
  return ownerRequest<{ success: true; updatedAbout: About; message: string }>(
    `/api/about/updateabout/${id}`,
    {
      method: 'PUT',
      json: input,
    },
  )
}

export const useUpdateAbout = () =>
  useReplaceMutation(ABOUT_KEY, updateAbout, (answer) => answer.updatedAbout)
