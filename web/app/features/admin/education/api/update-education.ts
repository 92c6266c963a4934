import type { Education, EducationInput } from '@contract/education.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReplaceMutation, type UpdateAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { EDUCATION_KEY } from './list-education.ts'

export function updateEducation({ id, input }: { id: string; input: EducationInput }) {
  return ownerRequest<UpdateAnswer<Education>>(`/api/edu/updateedu/${id}`, {
    method: 'PUT',
    json: input,
  })
}

export const useUpdateEducation = () => useReplaceMutation(EDUCATION_KEY, updateEducation)
