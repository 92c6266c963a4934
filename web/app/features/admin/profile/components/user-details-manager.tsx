import { UserDetailsInput, type UserDetails } from '@contract/user-details.ts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { HistoryButton } from '@/features/admin/shared/components/history-dialog.tsx'
import { Dialog } from '@/features/admin/shared/components/dialog.tsx'
import {
  ImageField,
  NO_IMAGE_CHOICE,
  type ImageChoice,
} from '@/features/admin/shared/components/image-field.tsx'
import { EmptyState } from '@/features/admin/shared/components/empty-state.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { Spinner } from '@/features/admin/shared/components/spinner.tsx'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import { useCreateUserDetails } from '../api/create-user-details.ts'
import { useDeleteUserDetails } from '../api/delete-user-details.ts'
import { useUserDetailsList } from '../api/list-user-details.ts'
import { useUpdateUserDetails } from '../api/update-user-details.ts'
import { EMPTY_USER_DETAILS, type UserDetailsFields } from '../api/user-details-form.ts'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { PreviewSplit } from '@/features/admin/preview/preview-split.tsx'
import { ProfilePreview } from './profile-preview.tsx'
import {
  TranslationsDrawer,
  type TranslationTarget,
} from '@/features/admin/shared/components/translations-drawer.tsx'
import { useListTranslations } from '@/features/admin/shared/components/use-list-translations.tsx'

function fieldsOf(details: UserDetails): UserDetailsFields {
  return {
    name: details.name,
    profone: details.prof['1st'],
    proftwo: details.prof['2nd'],
    profthree: details.prof['3rd'],
    proffour: details.prof['4th'],
    currentsts: details.currentsts,
  }
}

/** The photo's label, from the contract. */
const PHOTO_LABEL = (UserDetailsInput.properties.image as { title?: string }).title ?? 'Photo'

const DETAIL_FIELDS = ['name', 'profone', 'proftwo', 'profthree', 'proffour', 'currentsts'] as const
const HINTS: Partial<Record<(typeof DETAIL_FIELDS)[number], string>> = {
  profone: 'The home page types the first three titles in turn',
  proffour: 'Optional',
  currentsts: 'A line under your name, e.g. Open to work',
}

/**
 * The six text inputs (named as the contract names them: name, profone, …, currentsts), labelled
 * in words from the contract's schema ("First title", "Current status").
 */
function DetailFields({ register }: { register: (name: keyof UserDetailsFields) => object }) {
  return (
    <>
      {DETAIL_FIELDS.map((name) => (
        <TextField
          key={name}
          label={(UserDetailsInput.properties[name] as { title?: string }).title ?? name}
          hint={HINTS[name]}
          {...register(name)}
        />
      ))}
    </>
  )
}

function UpdateDetailsForm({ details, onDone }: { details: UserDetails; onDone: () => void }) {
  const update = useUpdateUserDetails()
  const form = useForm({ defaultValues: fieldsOf(details) })
  useUnsavedChanges(form.formState.isDirty)
  const [image, setImage] = useState<ImageChoice>(NO_IMAGE_CHOICE)
  const [progress, setProgress] = useState<number | null>(null)
  const onSubmit = form.handleSubmit((fields) => {
    setProgress(image.file ? 0 : null)
    update.mutate(
      { id: details._id, fields, image: image.file, onUploadProgress: setProgress },
      { onSuccess: onDone, onSettled: () => setProgress(null) },
    )
  })
  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <PreviewSplit
        preview={<ProfilePreview control={form.control} image={image} stored={details} />}
      >
        <DetailFields register={(name) => form.register(name)} />
        <ImageField
          label={PHOTO_LABEL}
          value={image}
          onChange={setImage}
          progress={progress}
          currentUrl={details.userimage}
        />
      </PreviewSplit>
      <button type="submit" className="admin-button admin-button-solid" disabled={update.isPending}>
        {update.isPending ? 'Updating…' : 'Update'}
      </button>
    </form>
  )
}

function AddDetailsForm() {
  const create = useCreateUserDetails()
  const form = useForm({ defaultValues: EMPTY_USER_DETAILS })
  useUnsavedChanges(form.formState.isDirty)
  const [image, setImage] = useState<ImageChoice>(NO_IMAGE_CHOICE)
  const [progress, setProgress] = useState<number | null>(null)
  const onSubmit = form.handleSubmit((fields) => {
    setProgress(image.file ? 0 : null)
    create.mutate(
      { fields, image: image.file, onUploadProgress: setProgress },
      {
        onSuccess: () => {
          form.reset(EMPTY_USER_DETAILS)
          setImage(NO_IMAGE_CHOICE)
        },
        onSettled: () => setProgress(null),
      },
    )
  })
  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate aria-labelledby="add-details-title">
      <h3 id="add-details-title" className="font-semibold">
        Add details
      </h3>
      <PreviewSplit preview={<ProfilePreview control={form.control} image={image} />}>
        <DetailFields register={(name) => form.register(name)} />
        <ImageField label={PHOTO_LABEL} value={image} onChange={setImage} progress={progress} />
      </PreviewSplit>
      <div>
        {create.isPending ? (
          <Spinner label="Adding the details" />
        ) : (
          <button type="submit" className="admin-button admin-button-solid">
            Submit
          </button>
        )}
      </div>
    </form>
  )
}

/** docs/contract.md §2, user details management: the single profile record. */
export function UserDetailsManager() {
  const list = useUserDetailsList()
  const remove = useDeleteUserDetails()
  const [editing, setEditing] = useState<UserDetails | null>(null)
  const [translating, setTranslating] = useState<TranslationTarget | null>(null)
  const translations = useListTranslations<UserDetails>('userdetails')
  return (
    <section aria-labelledby="details-title" className="mt-10">
      <h2 id="details-title" className="admin-subtitle">
        Profile details
      </h2>
      <QueryState query={list} loadingLabel="Loading the profile details">
        {(records) => (
          <>
            {records.length === 0 && (
              <EmptyState
                title="No profile details yet"
                icon="profile"
                headingLevel={3}
                action={
                  <a href="#add-details-title" className="admin-button">
                    Add your details
                  </a>
                }
              >
                Your name, titles, photo and status open your home page: add them with the form
                below.
              </EmptyState>
            )}
            {records.map((details) => (
              <article
                key={details._id}
                aria-label="Current profile details"
                className="card mb-6 flex flex-wrap gap-4 p-4"
              >
                <img
                  src={details.userimage}
                  alt={`Photo of ${details.name}`}
                  className="admin-thumb-wide"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-lg font-semibold">{details.name}</p>
                  <ol className="list-inside list-decimal">
                    {(['1st', '2nd', '3rd', '4th'] as const)
                      .filter((key) => details.prof[key])
                      .map((key) => (
                        <li key={key}>{details.prof[key]}</li>
                      ))}
                  </ol>
                  <p className="mt-2">{details.currentsts}</p>
                  {translations.rowNote(details) && (
                    <p className="admin-hint mt-2">{translations.rowNote(details)}</p>
                  )}
                  <div className="mt-3 flex flex-wrap gap-3">
                    <button
                      type="button"
                      className="admin-button"
                      onClick={() => setEditing(details)}
                    >
                      Update
                    </button>
                    {translations.enabled && (
                      <button
                        type="button"
                        className="admin-button"
                        onClick={() =>
                          setTranslating({ id: details._id, name: 'the profile details' })
                        }
                      >
                        Translate
                      </button>
                    )}
                    <HistoryButton
                      type="userdetails"
                      id={details._id}
                      name="the profile details"
                      current={details}
                    />
                    <DeleteButton
                      itemName="the profile details"
                      pending={remove.isPending}
                      onConfirm={() => remove.mutate(details._id)}
                    />
                  </div>
                </div>
              </article>
            ))}
            {/* One profile: the add form is there only while there is none to update. */}
            {records.length === 0 && <AddDetailsForm />}
          </>
        )}
      </QueryState>
      <TranslationsDrawer
        type="userdetails"
        target={translating}
        onClose={() => setTranslating(null)}
      />
      <Dialog
        open={editing !== null}
        title="Update profile details"
        onClose={() => setEditing(null)}
      >
        {editing && <UpdateDetailsForm details={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </section>
  )
}
