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
import { useCreateSkill } from '../api/create-skill.ts'
import { useDeleteSkill } from '../api/delete-skill.ts'
import { useSkillsList } from '../api/list-skills.ts'
import { useReorderSkills } from '../api/reorder-skills.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { SkillInput, type Skill } from '@contract/skill.ts'
import { useImageItemUpdate } from '@/features/admin/shared/api/collection-api.ts'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { ImageItemEditor } from '@/features/admin/shared/components/image-item-editor.tsx'

function AddSkillForm() {
  const create = useCreateSkill()
  const form = useForm({ defaultValues: { name: '' }, reValidateMode: 'onChange' })
  useUnsavedChanges(form.formState.isDirty)
  const [image, setImage] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const onSubmit = form.handleSubmit(({ name }) => {
    setProgress(0)
    create.mutate(
      // No image: the server answers what is missing.
      { name, image: image as File, onUploadProgress: setProgress },
      {
        onSuccess: () => {
          form.reset()
          setImage(null)
        },
        onSettled: () => setProgress(null),
      },
    )
  })

  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <SchemaFields schema={SkillInput} names={['name']} form={form} />
      <ImageInput label="Skill image" file={image} onChange={setImage} progress={progress} />
      <div>
        {create.isPending ? (
          <Spinner label="Adding the skill" />
        ) : (
          <button type="submit" className="admin-button admin-button-solid">
            Submit
          </button>
        )}
      </div>
    </form>
  )
}

/** docs/contract.md §2, Manage Skills. */
export function SkillsManager() {
  const list = useSkillsList()
  const remove = useDeleteSkill()
  const reorder = useReorderSkills()
  const update = useImageItemUpdate<Skill, { name: string }>(CONTENT_TYPES.skills)
  return (
    <>
      <AddSkillForm />
      <section aria-labelledby="added-skills" className="mt-10">
        <h2 id="added-skills" className="admin-subtitle">
          Added Skills
        </h2>
        <OrderHint newAt={CONTENT_TYPES.skills.newAt} />
        <QueryState query={list} loadingLabel="Loading skills">
          {(skills) =>
            skills.length === 0 ? (
              <p>No skills to display</p>
            ) : (
              <SortableList
                items={skills}
                nameOf={(_skill, index) => `Skill-${index + 1}`}
                disabled={reorder.isPending}
                onReorder={(next) => reorder.mutate(next)}
                renderItem={(skill, index) => (
                  <article
                    aria-label={`Skill-${index + 1}`}
                    className="flex flex-wrap items-center gap-x-4 gap-y-2"
                  >
                    <img src={skill.image} alt="" className="admin-thumb" />
                    <div className="min-w-0 flex-1 basis-32">
                      <h3 className="text-sm text-muted">Skill-{index + 1}</h3>
                      <p className="font-semibold break-words">{skill.name}</p>
                    </div>
                    <div className="flex flex-wrap gap-3">
                      <ImageItemEditor
                        noun="Skill"
                        itemName={`Skill-${index + 1} (${skill.name})`}
                        id={skill._id}
                        values={{ name: skill.name }}
                        imageUrl={skill.image}
                        schema={SkillInput}
                        fields={[{ name: 'name' }]}
                        update={update}
                      />
                      <HistoryButton
                        type={CONTENT_TYPES.skills.name}
                        id={skill._id}
                        name={`Skill-${index + 1} (${skill.name})`}
                        current={skill}
                        schema={SkillInput}
                      />
                      <DeleteButton
                        itemName={`Skill-${index + 1} (${skill.name})`}
                        pending={remove.isPending && remove.variables === skill._id}
                        onConfirm={() => remove.mutate(skill._id)}
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
