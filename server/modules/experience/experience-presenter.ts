import type { Experience, ExperienceInput } from '@contract/experience.ts'
import type { ExperienceRow } from '@/db/schema.ts'

export function presentExperience(row: ExperienceRow): Experience {
  return {
    _id: String(row.id),
    duration: row.duration,
    title: row.title,
    company: row.company,
    techstack: row.tech_stack,
    description: row.description,
    link: row.link,
    doc: row.certificate_url,
  }
}

export function experienceColumns(input: ExperienceInput) {
  return {
    duration: input.duration,
    title: input.title,
    company: input.company,
    tech_stack: input.techstack,
    // Undefined leaves the column alone: '' on an add, what was stored on an update.
    description: input.description,
    link: input.link,
    certificate_url: input.doc,
  }
}
