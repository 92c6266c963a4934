import { hasCaseStudy } from '@contract/project.ts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { HistoryButton } from '@/features/admin/shared/components/history-dialog.tsx'
import { ImageInput } from '@/features/admin/shared/components/image-input.tsx'
import { OrderHint } from '@/features/admin/shared/components/order-hint.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { SortableList } from '@/features/admin/shared/components/sortable-list.tsx'
import { Spinner } from '@/features/admin/shared/components/spinner.tsx'
import { SchemaFields } from '@/features/admin/shared/forms/schema-fields.tsx'
import { useCreateProject, type ProjectFields } from '../api/create-project.ts'
import { useDeleteProject } from '../api/delete-project.ts'
import { useProjectsList } from '../api/list-projects.ts'
import { useReorderProjects } from '../api/reorder-projects.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { ProjectInput, projectPath, type Project } from '@contract/project.ts'
import { useImageItemUpdate } from '@/features/admin/shared/api/collection-api.ts'
import {
  ImageItemEditor,
  type EditorField,
} from '@/features/admin/shared/components/image-item-editor.tsx'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'

const EMPTY: ProjectFields = {
  title: '',
  desc: '',
  tools: '',
  github: '',
  live: '',
  slug: '',
  body: '',
}
/** The case study: an address and Markdown (the project's own page when both are given). */
const CASE_STUDY_OVERRIDES = {
  body: {
    multiline: true,
    hint: 'Optional, in Markdown: the problem, the approach, the result. With an address, the project gets its own page.',
  },
  slug: { hint: 'Optional: the page’s address, /projects/<address>, like task-board' },
}
const PROJECT_FIELDS: EditorField<ProjectFields>[] = [
  { name: 'title' },
  { name: 'desc' },
  { name: 'tools' },
  { name: 'github', type: 'url' },
  { name: 'live', type: 'url' },
  { name: 'slug', ...CASE_STUDY_OVERRIDES.slug },
  { name: 'body', ...CASE_STUDY_OVERRIDES.body },
]

function AddProjectForm() {
  const create = useCreateProject()
  const form = useForm({ defaultValues: EMPTY, reValidateMode: 'onChange' })
  useUnsavedChanges(form.formState.isDirty)
  const [image, setImage] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const onSubmit = form.handleSubmit((fields) => {
    setProgress(0)
    create.mutate(
      { fields, image: image as File, onUploadProgress: setProgress },
      {
        onSuccess: () => {
          form.reset(EMPTY)
          setImage(null)
        },
        onSettled: () => setProgress(null),
      },
    )
  })

  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <SchemaFields
        schema={ProjectInput}
        names={PROJECT_FIELDS.map((field) => field.name)}
        overrides={{ github: { type: 'url' }, live: { type: 'url' }, ...CASE_STUDY_OVERRIDES }}
        form={form}
      />
      <ImageInput label="Project image" file={image} onChange={setImage} progress={progress} />
      <div>
        {create.isPending ? (
          <Spinner label="Adding the project" />
        ) : (
          <button type="submit" className="admin-button admin-button-solid">
            Submit
          </button>
        )}
      </div>
    </form>
  )
}

/** docs/contract.md §2, Manage Projects: newest first. */
export function ProjectsManager() {
  const list = useProjectsList()
  const remove = useDeleteProject()
  const reorder = useReorderProjects()
  const update = useImageItemUpdate<Project, ProjectFields>(CONTENT_TYPES.projects)
  return (
    <>
      <AddProjectForm />
      <section aria-labelledby="project-list" className="mt-10">
        <h2 id="project-list" className="admin-subtitle">
          Projects
        </h2>
        <OrderHint newAt={CONTENT_TYPES.projects.newAt} />
        <QueryState query={list} loadingLabel="Loading projects">
          {(projects) =>
            projects.length === 0 ? (
              <p>No projects to display</p>
            ) : (
              <SortableList
                items={projects}
                nameOf={(project) => project.title}
                disabled={reorder.isPending}
                onReorder={(next) => reorder.mutate(next)}
                renderItem={(project) => (
                  <article aria-label={project.title} className="flex flex-wrap items-start gap-4">
                    <img src={project.image} alt="" className="admin-thumb-wide" />
                    <div className="min-w-0 flex-1 basis-48">
                      <h3 className="font-semibold">{project.title}</h3>
                      <p className="admin-summary">{project.desc}</p>
                      <p className="text-sm text-muted">{project.tools}</p>
                      {hasCaseStudy(project) && (
                        <p className="text-sm">
                          <a
                            className="admin-link"
                            href={projectPath(project.slug)}
                            target="_blank"
                            rel="noopener"
                          >
                            Case study page
                            <span className="sr-only">
                              {' '}
                              of {project.title} (opens in a new tab)
                            </span>
                          </a>
                        </p>
                      )}
                      <p className="flex flex-wrap gap-3 text-sm">
                        {project.links.github && (
                          <a
                            className="admin-link"
                            href={project.links.github}
                            target="_blank"
                            rel="noreferrer"
                          >
                            GitHub
                            <span className="sr-only">
                              {' '}
                              of {project.title} (opens in a new tab)
                            </span>
                          </a>
                        )}
                        {project.links.live && (
                          <a
                            className="admin-link"
                            href={project.links.live}
                            target="_blank"
                            rel="noreferrer"
                          >
                            Live
                            <span className="sr-only">
                              {' '}
                              site of {project.title} (opens in a new tab)
                            </span>
                          </a>
                        )}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-3">
                      <ImageItemEditor
                        noun="Project"
                        itemName={project.title}
                        id={project._id}
                        values={{
                          title: project.title,
                          desc: project.desc,
                          tools: project.tools,
                          github: project.links.github,
                          live: project.links.live,
                          slug: project.slug,
                          body: project.body,
                        }}
                        imageUrl={project.image}
                        schema={ProjectInput}
                        fields={PROJECT_FIELDS}
                        update={update}
                      />
                      <HistoryButton
                        type={CONTENT_TYPES.projects.name}
                        id={project._id}
                        name={project.title}
                        current={project}
                        schema={ProjectInput}
                      />
                      <DeleteButton
                        itemName={project.title}
                        pending={remove.isPending && remove.variables === project._id}
                        onConfirm={() => remove.mutate(project._id)}
                      />
                    </div>
                  </article>
                )}
              />
            )
          }
        </QueryState>
      </section>
    </>
  )
}
