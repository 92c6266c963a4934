import { CONTENT_TYPES } from '@contract/content-types.ts'
import type { Skill } from '@contract/skill.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { historyOf } from '@/features/admin/shared/api/collection-api.ts'
import { useAppendMutation, type AddAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { SKILLS_KEY } from './list-skills.ts'

export interface CreateSkillInput {
  name: string
  image: File
  onUploadProgress?: (fraction: number) => void
}

export function createSkill({ name, image, onUploadProgress }: CreateSkillInput) {
  const form = new FormData()
  form.append('name', name)
  form.append('image', image)
  return ownerRequest<AddAnswer<Skill>>('/api/skill/addskills', {
    method: 'POST',
    form,
    onUploadProgress: onUploadProgress ?? (() => {}),
  })
}

export const useCreateSkill = () =>
  useAppendMutation(
    SKILLS_KEY,
    createSkill,
    CONTENT_TYPES.skills.newAt,
    historyOf({ key: 'skills' }),
  )
