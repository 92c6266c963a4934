import type { Experience, ExperienceInput } from '@contract/experience.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useAppendMutation, type AddAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { EXPERIENCE_KEY } from './list-experience.ts'

/** Adds one or more records at once (the repeatable form). */
export function createExperience(inputs: ExperienceInput[]) {
  return ownerRequest<AddAnswer<Experience>>('/api/exp/addexp', { method: 'POST', json: inputs })
}

export const useCreateExperience = () => useAppendMutation(EXPERIENCE_KEY, createExperience)
