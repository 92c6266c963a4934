import type { Education, EducationInput } from '@contract/education.ts'
import type { EducationRow } from '@/db/schema.ts'

export function presentEducation(row: EducationRow): Education {
  return {
    _id: String(row.id),
    year: row.years,
    clg: row.institution,
    edu: row.degree,
    sts: row.status,
    link: row.link,
  }
}

export function educationColumns(input: EducationInput) {
  return {
    years: input.year,
    institution: input.clg,
    degree: input.edu,
    status: input.sts,
    link: input.link,
  }
}
