import { CONTENT_TYPES } from '@contract/content-types.ts'
import type { Project } from '@contract/project.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { historyOf } from '@/features/admin/shared/api/collection-api.ts'
import { useAppendMutation, type AddAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { PROJECTS_KEY } from './list-projects.ts'

export interface ProjectFields {
  title: string
  desc: string
  tools: string
  github: string
  live: string
  /** The case study's address and its Markdown ('' for none). */
  slug: string
  body: string
}

export interface CreateProjectInput {
  fields: ProjectFields
  image: File
  onUploadProgress?: (fraction: number) => void
}

export function createProject({ fields, image, onUploadProgress }: CreateProjectInput) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('image', image)
  return ownerRequest<AddAnswer<Project>>('/api/project/addproject', {
    method: 'POST',
    form,
    onUploadProgress: onUploadProgress ?? (() => {}),
  })
}

export const useCreateProject = () =>
  useAppendMutation(
    PROJECTS_KEY,
    createProject,
    CONTENT_TYPES.projects.newAt,
    historyOf({ key: 'projects' }),
  )
