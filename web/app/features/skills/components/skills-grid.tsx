import type { Skill } from '@contract/skill.ts'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { WithMedia } from '@/load-context.ts'

/** SPEC section 2: image and name, 2 columns on small screens, 4 on wide ones. */
export function SkillsGrid({ skills }: { skills: WithMedia<Skill>[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-label="Skills">
      {skills.map((skill) => (
        <li key={skill._id} className="card reveal flex flex-col items-center gap-3 p-5">
          <ResponsiveImage
            src={skill.image}
            media={skill.media}
            alt=""
            width={64}
            height={64}
            sizes={IMAGE_SIZES.skillIcon}
            className="h-16 w-16 object-contain"
          />
          <span className="text-center font-semibold">{skill.name}</span>
        </li>
      ))}
    </ul>
  )
}
