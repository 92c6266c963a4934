import type { Education, EducationInput } from '@contract/education.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useAppendMutation, type AddAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { EDUCATION_KEY } from './list-education.ts'

/** Adds one or more records at once (the repeatable form). */
export function createEducation(inputs: EducationInput[]) {
  return ownerRequest<AddAnswer<Education>>('/api/edu/addedu', { method: 'POST', json: inputs })
}

export const useCreateEducation = () => useAppendMutation(EDUCATION_KEY, createEducation)
