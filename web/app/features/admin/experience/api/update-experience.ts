import type { Experience, ExperienceInput } from '@contract/experience.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReplaceMutation, type UpdateAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { EXPERIENCE_KEY } from './list-experience.ts'

export function updateExperience({ id, input }: { id: string; input: ExperienceInput }) {
  return ownerRequest<UpdateAnswer<Experience>>(`/api/exp/updateexp/${id}`, {
    method: 'PUT',
    json: input,
  })
}

export const useUpdateExperience = () => useReplaceMutation(EXPERIENCE_KEY, updateExperience)
