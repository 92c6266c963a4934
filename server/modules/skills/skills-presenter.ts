import type { Skill, SkillInput } from '@contract/skill.ts'
import type { SkillRow } from '@/db/schema.ts'
import { recordImageUrl } from '../media/media-url.ts'

export function presentSkill(row: SkillRow): Skill {
  return { _id: String(row.id), name: row.name, image: recordImageUrl(row) ?? '' }
}

export function skillColumns(input: Pick<SkillInput, 'name'>, imageHash: string | null) {
  return { name: input.name, image_hash: imageHash }
}
