import { CONTENT_TYPES } from '@contract/content-types.ts'
import type { Skill } from '@contract/skill.ts'
import type { SkillRow } from '@/db/schema.ts'
import { listContent } from '../content/list-content.ts'
import { recordImageUrl } from '../media/media-url.ts'
import { absoluteImageUrl, imageOf, resumeList, text } from '../resume/resume-mapping.ts'
import { skillLogo } from './skill-logos.ts'

function presentSkill(row: SkillRow): Skill {
  return { _id: String(row.id), name: row.name, image: recordImageUrl(row) ?? '' }
}

/** Skill names: each matches a well-known technology, so the site draws its logo. */
const DEMO = [
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'HTML',
  'CSS',
  'PostgreSQL',
  'Git',
  'Docker',
  'Python',
]

export const skillsContent = listContent<'skills'>({
  type: CONTENT_TYPES.skills,
  present: presentSkill,
  columns: (input) => ({ name: input.name }),
  // A skill without an image of its own shows its technology's logo, when there is one.
  decorate(skill) {
    const logo = skill.image ? undefined : skillLogo(skill.name)
    return logo ? { ...skill, logo } : skill
  },
  // The demo's skills go without images (the site draws their logos), and stay when the demo is
  // removed: they are real technology names an owner may well keep.
  demo: { records: async () => DEMO.map((name) => ({ name, image_hash: null })) },
  resume: resumeList<'skills'>(CONTENT_TYPES.skills, {
    toEntry: (skill, { publicUrl }) => ({
      name: skill.name,
      'x-image': absoluteImageUrl(skill.image, publicUrl),
    }),
    fromEntry: (entry, at, problems) => ({
      input: { name: text(entry, 'name') ?? '' },
      image: imageOf(entry, 'x-image', at, problems),
    }),
    fieldPaths: {},
  }),
})
