import type { About, AboutInput } from '@contract/about.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useAppendMutation, type AddAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { ABOUT_KEY } from './list-about.ts'

/** Adds one or more records at once (the repeatable form). */
export function createAbout(inputs: AboutInput[]) {
  return ownerRequest<AddAnswer<About>>('/api/about/addabout', { method: 'POST', json: inputs })
}

export const useCreateAbout = () => useAppendMutation(ABOUT_KEY, createAbout)
