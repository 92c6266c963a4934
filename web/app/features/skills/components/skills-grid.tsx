import { useTranslator } from '@/lib/i18n/translation.tsx'
import type { Skill, SkillLogo } from '@contract/skill.ts'
import { IconImage } from '@/components/ui/responsive-image.tsx'
import type { WithMedia } from '@/load-context.ts'
import { initials } from '@/lib/text/initials.ts'

type ShownSkill = WithMedia<Skill> & { logo?: SkillLogo }

/** The skill's picture: its uploaded image, else its technology's logo, else its initials. */
function SkillMark({ skill }: { skill: ShownSkill }) {
  if (skill.image) {
    return (
      <IconImage
        src={skill.image}
        media={skill.media}
        size={44}
        className="h-11 w-11 object-contain"
      />
    )
  }
  if (skill.logo) {
    return (
      <svg viewBox="0 0 24 24" className="skill-logo" aria-hidden="true" focusable="false">
        <path d={skill.logo.path} fill="currentColor" />
      </svg>
    )
  }
  return (
    <span className="skill-initials" aria-hidden="true">
      {initials(skill.name)}
    </span>
  )
}

/** Image and name, 2 columns on small screens, 4 on wide ones (docs/contract.md). */
export function SkillsGrid({ skills }: { skills: ShownSkill[] }) {
  const { t } = useTranslator()
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4" aria-label={t('skills.list')}>
      {skills.map((skill) => (
        <li key={skill._id} className="card card-interactive skill-tile reveal">
          <SkillMark skill={skill} />
          <span className="text-sm font-medium text-ink">{skill.name}</span>
        </li>
      ))}
    </ul>
  )
}
