import type { Skill } from '@contract/skill.ts'
import { REORDER_PATHS } from '@contract/ordering.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReorderMutation, type ReorderAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { SKILLS_KEY } from './list-skills.ts'

export function reorderSkills(ids: string[]) {
  return ownerRequest<ReorderAnswer<Skill>>(REORDER_PATHS.skills, { method: 'PUT', json: { ids } })
}

export const useReorderSkills = () => useReorderMutation<Skill>(SKILLS_KEY, reorderSkills)
