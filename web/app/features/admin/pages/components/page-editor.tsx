import { PAGE_LIMITS } from '@contract/limits.ts'
import { pagePath, type Page, type PageStatus } from '@contract/page.ts'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ownerDateTime } from '@/features/admin/posts/post-status.ts'
import { adminQueryClient } from '@/features/admin/shared/api/query-client.ts'
import { undoSaveThenReload } from '@/features/admin/shared/api/undo.ts'
import { RestoredDraftBanner } from '@/features/admin/shared/forms/restored-draft-banner.tsx'
import { EditorRecordActions } from '@/features/admin/shared/components/editor-record-actions.tsx'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import { MarkdownField } from '@/features/admin/shared/forms/markdown-field.tsx'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { errorMessage } from '@/lib/api/api-client.ts'
import { notify } from '@/lib/toast/notify.ts'
import {
  createPage,
  updatePage,
  uploadPageImage,
  useDeletePage,
  useRememberSaved,
} from '../api/pages-api.ts'
import {
  checkFields,
  emptyFields,
  fieldsOf,
  inputOf,
  pageDrafts,
  sameFields,
  type FieldErrors,
  type PageFields,
} from '../page-draft.ts'

/**
 * Writing a page: title, address, the Markdown body with the post editor's live preview and
 * images, where the site links it, and its position. What is typed is kept in the browser until
 * the server has it; leaving with unsaved changes asks first. A draft is seen by nobody else.
 */
export function PageEditor({
  page,
  nextPosition,
  onCreated,
}: {
  /** The saved page; undefined for a new one. */
  page: Page | undefined
  /** Where a new page goes by default: after the others. */
  nextPosition: number
  /** A new page got its id: the address of the editor follows. */
  onCreated: (id: string) => void
}) {
  const navigate = useNavigate()
  const rememberSaved = useRememberSaved()
  const remove = useDeletePage()
  const [current, setCurrent] = useState(page)
  const base = page ? fieldsOf(page) : emptyFields(nextPosition)
  const [saved, setSaved] = useState(base)
  const [opening] = useState(() => {
    const local = pageDrafts.read(page?._id ?? 'new')
    return local && !sameFields(local.fields, base)
      ? { fields: local.fields, restored: local.at }
      : { fields: base, restored: undefined }
  })
  const [restored, setRestored] = useState(opening.restored)
  const [fields, setFields] = useState<PageFields>(opening.fields)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)
  const storageId = current?._id ?? 'new'
  const dirty = !sameFields(fields, saved)
  const status: PageStatus = current?.status ?? 'draft'

  useUnsavedChanges(dirty)

  // The browser's copy follows every change until the server has it.
  useEffect(() => {
    if (dirty) pageDrafts.write(storageId, fields)
    else pageDrafts.remove(storageId)
  }, [dirty, fields, storageId])

  const save = async (nextStatus: PageStatus = status) => {
    const found = checkFields(fields)
    setErrors(found)
    if (Object.keys(found).length > 0) return void notify('error', Object.values(found)[0]!)
    setSaving(true)
    try {
      const input = { ...inputOf(fields), status: nextStatus }
      const answer = current ? await updatePage(current._id, input) : await createPage(input)
      const savedFields = fieldsOf(answer.data)
      setCurrent(answer.data)
      setSaved(savedFields)
      setFields(savedFields)
      setRestored(undefined)
      rememberSaved(answer.data)
      if (!current) {
        pageDrafts.remove('new')
        onCreated(answer.data._id)
      }
      const undo = current && (() => undoSaveThenReload(adminQueryClient(), 'page', current._id))
      void notify('success', answer.message, undo ? { undo } : {})
    } catch (error) {
      void notify('error', errorMessage(error))
    } finally {
      setSaving(false)
    }
  }

  const change =
    <K extends keyof PageFields>(name: K) =>
    (value: PageFields[K]) => {
      setFields((now) => ({ ...now, [name]: value }))
      if (errors[name]) setErrors((now) => ({ ...now, [name]: undefined }))
    }
  const check = (name: 'inNavigation' | 'inFooter' | 'showUpdated', label: string) => (
    <label className="admin-checkbox">
      <input
        type="checkbox"
        checked={fields[name]}
        onChange={(event) => change(name)(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  )

  return (
    <div className="post-editor">
      <div className="post-editor-top">
        <Link to=".." relative="path" className="admin-link">
          ← All pages
        </Link>
        <p className="post-editor-status" role="status">
          {saving
            ? 'Saving…'
            : dirty
              ? 'Unsaved changes (kept in this browser)'
              : 'All changes saved'}
        </p>
      </div>

      {restored && (
        <RestoredDraftBanner
          at={restored}
          onDiscard={() => {
            pageDrafts.remove(storageId)
            setFields(saved)
            setRestored(undefined)
          }}
        />
      )}

      <div className="post-editor-grid">
        <div className="post-editor-main">
          <TextField
            label="Title"
            value={fields.title}
            onChange={(event) => change('title')(event.target.value)}
            placeholder="Uses"
            error={errors.title}
            autoFocus={!page}
          />
          <MarkdownField
            value={fields.body}
            onChange={change('body')}
            error={errors.body}
            upload={(file, onUploadProgress) =>
              uploadPageImage(file, current?._id, onUploadProgress)
            }
          />
        </div>

        <aside className="post-editor-side" aria-label="Page settings">
          <section className="card post-publish" aria-label="Publishing">
            <p className="post-publish-state">
              <span className={`posts-state posts-state-${status}`}>
                {status === 'published' ? 'Published' : 'Draft'}
              </span>
              <span className="text-sm text-muted">
                {status === 'published' && current
                  ? `Updated ${ownerDateTime(current.updatedAt)}`
                  : current
                    ? 'Draft: only you can see it'
                    : 'New draft'}
              </span>
            </p>
            <div className="post-publish-actions">
              {status === 'published' ? (
                <>
                  <button
                    type="button"
                    className="admin-button admin-button-solid"
                    disabled={saving || !dirty}
                    onClick={() => void save()}
                  >
                    Update
                  </button>
                  <button
                    type="button"
                    className="admin-button"
                    disabled={saving}
                    onClick={() => void save('draft')}
                  >
                    Unpublish
                  </button>
                  {current && (
                    <a
                      className="admin-button"
                      href={pagePath(current.address)}
                      target="_blank"
                      rel="noopener"
                      aria-label="View on the site (opens in a new tab)"
                    >
                      View
                    </a>
                  )}
                </>
              ) : (
                <>
                  <button
                    type="button"
                    className="admin-button admin-button-solid"
                    disabled={saving}
                    onClick={() => void save('published')}
                  >
                    Publish
                  </button>
                  <button
                    type="button"
                    className="admin-button"
                    disabled={saving}
                    onClick={() => void save('draft')}
                  >
                    Save draft
                  </button>
                </>
              )}
            </div>
          </section>
          <TextField
            label="Address"
            hint={`The page lives at /${fields.address.trim() || 'uses'}`}
            value={fields.address}
            onChange={(event) => change('address')(event.target.value)}
            placeholder="uses"
            autoCapitalize="off"
            spellCheck={false}
            error={errors.address}
          />
          <fieldset className="admin-field">
            <legend>Links to it</legend>
            {check('inNavigation', 'In the navigation')}
            {check('inFooter', 'In the footer')}
          </fieldset>
          {check('showUpdated', 'Show “Updated” with the date of the last edit')}
          <TextField
            label="Position"
            hint={`Its place among your pages, from 1 (at most ${PAGE_LIMITS.pages})`}
            type="number"
            inputMode="numeric"
            min={1}
            max={PAGE_LIMITS.pages}
            value={fields.position}
            onChange={(event) => change('position')(event.target.value)}
            error={errors.position}
          />
          {current && (
            <EditorRecordActions
              type="page"
              record={current}
              noun="page"
              pending={remove.isPending}
              onDelete={() =>
                remove.mutate(current._id, {
                  onSuccess: () => {
                    pageDrafts.remove(current._id)
                    setSaved(fields)
                    void navigate('/dashboard/pages', { state: { keepsChanges: true } })
                  },
                })
              }
            />
          )}
        </aside>
      </div>
    </div>
  )
}
