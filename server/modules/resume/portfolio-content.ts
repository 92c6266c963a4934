import type { FastifyInstance } from 'fastify'
import { presentAbout } from '../about/about-presenter.ts'
import { presentCertificate } from '../certificates/certificates-presenter.ts'
import { presentEducation } from '../education/education-presenter.ts'
import { presentExperience } from '../experience/experience-presenter.ts'
import { presentProject } from '../projects/projects-presenter.ts'
import { presentSkill } from '../skills/skills-presenter.ts'
import { presentTestimonial } from '../testimonials/testimonials-presenter.ts'
import { presentUserDetails } from '../user-details/user-details-presenter.ts'
import type { PortfolioContent } from './resume-export.ts'

/** Every piece of content, through the same repositories and presenters as the public API. */
export async function loadPortfolioContent(app: FastifyInstance): Promise<PortfolioContent> {
  const repositories = app.repositories
  const [
    profile,
    settings,
    about,
    education,
    experience,
    skills,
    projects,
    certificates,
    testimonials,
  ] = await Promise.all([
    repositories.userDetails.first(),
    repositories.siteSettings.get(),
    repositories.about.list(),
    repositories.education.list(),
    repositories.experience.list(),
    repositories.skills.list(),
    repositories.projects.list(),
    repositories.certificates.list(),
    repositories.testimonials.list(),
  ])
  return {
    profile: profile ? presentUserDetails(profile) : undefined,
    settings,
    about: about.map(presentAbout),
    education: education.map(presentEducation),
    experience: experience.map(presentExperience),
    skills: skills.map(presentSkill),
    projects: projects.map(presentProject),
    certificates: certificates.map(presentCertificate),
    testimonials: testimonials.map(presentTestimonial),
  }
}
