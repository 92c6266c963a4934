import { formatTime } from '@contract/dates.ts'
import {
  countWords,
  postPath,
  readingMinutesOf,
  type Post,
  type PostUpdate,
} from '@contract/post.ts'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { EditorRecordActions } from '@/features/admin/shared/components/editor-record-actions.tsx'
import { TextAreaField, TextField } from '@/features/admin/shared/components/text-field.tsx'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { ApiError, errorMessage } from '@/lib/api/api-client.ts'
import { notify } from '@/lib/toast/notify.ts'
import { adminQueryClient } from '@/features/admin/shared/api/query-client.ts'
import { undoSaveThenReload } from '@/features/admin/shared/api/undo.ts'
import { RestoredDraftBanner } from '@/features/admin/shared/forms/restored-draft-banner.tsx'
import {
  createPost,
  previewLink,
  updatePost,
  uploadPostImage,
  useDeletePost,
  useRememberSaved,
} from '../api/posts-api.ts'
import {
  checkFields,
  EMPTY_FIELDS,
  fieldsOf,
  inputOf,
  isoFromLocalInput,
  localInputValue,
  readLocalDraft,
  removeLocalDraft,
  sameFields,
  writeLocalDraft,
  type FieldErrors,
  type PostFields,
} from '../post-draft.ts'
import { ownerDateTime, postState } from '../post-status.ts'
import { CoverField } from './cover-field.tsx'
import { PostLanguagePanel, useSiteLanguages } from './post-language-panel.tsx'
import { languageName } from '@contract/languages.ts'
import { MarkdownField } from '@/features/admin/shared/forms/markdown-field.tsx'

/** How long typing must pause before a draft is saved to the server. */
const AUTOSAVE_DELAY_MS = 1500

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string }

const isOffline = (error: unknown) =>
  (error instanceof ApiError && error.status === 0) || !navigator.onLine

/**
 * Writing a post: title, summary, address, tags, cover and the Markdown body with its live
 * preview. Nothing typed is lost: every change is kept in the browser until the server has it,
 * a draft saves itself a moment after typing stops (and again once the connection is back), a
 * published post is changed only by "Update", and leaving with unsaved changes asks first.
 */

export function PostEditor({
  post,
  onCreated,
}: {
  /** The saved post; undefined for a new one. */
  post: Post | undefined
  /** A new post got its id: the page's address follows. */
  onCreated: (id: string) => void
}) {
  const navigate = useNavigate()
  const rememberSaved = useRememberSaved()
  const remove = useDeletePost()
  const [current, setCurrent] = useState(post)
  const [saved, setSaved] = useState(() => (post ? fieldsOf(post) : EMPTY_FIELDS))
  // What this browser kept and the server does not have yet wins, and says so.
  const [opening] = useState(() => {
    const local = readLocalDraft(post?._id ?? 'new')
    const base = post ? fieldsOf(post) : EMPTY_FIELDS
    return local && !sameFields(local.fields, base)
      ? { fields: local.fields, restored: local.at }
      : { fields: base, restored: undefined }
  })
  const [restored, setRestored] = useState(opening.restored)
  const [fields, setFields] = useState<PostFields>(opening.fields)
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [online, setOnline] = useState(() => navigator.onLine)
  const inFlight = useRef(false)
  const siteLanguages = useSiteLanguages()
  // A new post's language until it is saved; a saved post's is its own.
  const [newLanguage, setNewLanguage] = useState<string | undefined>()
  const [translating, setTranslating] = useState(false)
  const language = current?.language ?? newLanguage ?? siteLanguages.default
  const storageId = current?._id ?? 'new'
  const dirty = !sameFields(fields, saved)
  const state = current ? postState(current) : 'draft'
  const autosaves = state === 'draft'

  useUnsavedChanges(dirty)

  // The browser's copy follows every change until the server has it.
  useEffect(() => {
    if (dirty) writeLocalDraft(storageId, fields)
    else removeLocalDraft(storageId)
  }, [dirty, fields, storageId])

  useEffect(() => {
    const on = () => setOnline(true)
    const off = () => setOnline(false)
    window.addEventListener('online', on)
    window.addEventListener('offline', off)
    return () => {
      window.removeEventListener('online', on)
      window.removeEventListener('offline', off)
    }
  }, [])

  const save = useCallback(
    async (extra: PostUpdate = {}, { quiet = false } = {}): Promise<Post | undefined> => {
      const found = checkFields(fields)
      setErrors(found)
      if (Object.keys(found).length > 0) {
        if (!quiet) void notify('error', Object.values(found)[0]!)
        return undefined
      }
      if (inFlight.current) return undefined
      inFlight.current = true
      const sending = fields
      setSaveState({ kind: 'saving' })
      try {
        const input = {
          ...inputOf(sending),
          ...(!current && newLanguage ? { language: newLanguage } : {}),
          ...extra,
        }
        const answer = current ? await updatePost(current._id, input) : await createPost(input)
        const savedFields = fieldsOf(answer.data)
        setCurrent(answer.data)
        setSaved(savedFields)
        // What was typed while saving stays; otherwise the fields take the server's spelling.
        setFields((now) => (sameFields(now, sending) ? savedFields : now))
        setSaveState({ kind: 'saved', at: new Date() })
        setRestored(undefined)
        rememberSaved(answer.data)
        if (!current) {
          removeLocalDraft('new')
          onCreated(answer.data._id)
        }
        if (!quiet) {
          // A change to a saved post can be undone: the editor then starts again
          // from the version before it.
          const undo =
            current && (() => undoSaveThenReload(adminQueryClient(), 'post', current._id))
          void notify('success', answer.message, undo ? { undo } : {})
        }
        return answer.data
      } catch (error) {
        if (isOffline(error)) {
          setSaveState({ kind: 'offline' })
          if (!quiet)
            void notify('warning', 'You are offline: your changes are kept in this browser')
        } else {
          setSaveState({ kind: 'failed', message: errorMessage(error) })
          if (!quiet) void notify('error', errorMessage(error))
        }
        return undefined
      } finally {
        inFlight.current = false
      }
    },
    [fields, current, rememberSaved, onCreated],
  )

  // Drafts save themselves once typing pauses (a new one once it has a title), and again when
  // the connection comes back.
  useEffect(() => {
    if (!dirty || !autosaves || !online || !fields.title.trim()) return
    if (saveState.kind === 'failed' || saveState.kind === 'saving') return
    const timer = setTimeout(() => void save({}, { quiet: true }), AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [dirty, autosaves, online, fields, save, saveState.kind])

  // Ctrl/Cmd+S saves, wherever the focus is.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        void save()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [save])

  const change = (name: keyof PostFields) => (value: string | null) => {
    setFields((now) => ({ ...now, [name]: value }))
    if (errors[name]) setErrors((now) => ({ ...now, [name]: undefined }))
    if (saveState.kind === 'failed') setSaveState({ kind: 'idle' })
  }

  const discardLocal = () => {
    removeLocalDraft(storageId)
    setFields(saved)
    setRestored(undefined)
  }

  const openPreview = async () => {
    // Opened at once, so that no popup blocker takes it for an unasked window.
    const tab = window.open('', '_blank')
    const post = dirty && autosaves ? await save({}, { quiet: true }) : current
    if (!post) {
      tab?.close()
      if (!current)
        void notify('error', 'Give the post a title first: a preview needs a saved post')
      return
    }
    try {
      const url = await previewLink(post._id)
      if (tab) tab.location.href = url
      else window.location.assign(url)
    } catch (error) {
      tab?.close()
      void notify('error', errorMessage(error))
    }
  }

  /** A saved post changes language at once (with Undo); a new one keeps it for its first save. */
  const changeLanguage = async (tag: string) => {
    if (!current) return setNewLanguage(tag)
    try {
      const answer = await updatePost(current._id, { language: tag })
      setCurrent(answer.data)
      rememberSaved(answer.data)
      void notify('success', `The post is in ${languageName(tag)} now`, {
        undo: () => undoSaveThenReload(adminQueryClient(), 'post', current._id),
      })
    } catch (error) {
      void notify('error', errorMessage(error))
    }
  }

  /** A draft in another language from this post's words, linked to it, opened for writing. */
  const translate = async (tag: string) => {
    if (!current) return
    setTranslating(true)
    try {
      const answer = await createPost({
        title: current.title,
        summary: current.summary,
        body: current.body,
        tags: current.tags,
        cover: current.cover,
        language: tag,
        translationOf: current._id,
      })
      const linked: Post = {
        ...current,
        translations: [
          ...(current.translations ?? []),
          { _id: answer.data._id, language: tag, slug: answer.data.slug, published: false },
        ],
      }
      setCurrent(linked)
      rememberSaved(linked)
      rememberSaved(answer.data)
      await navigate(`/dashboard/posts/${answer.data._id}`, { state: { keepsChanges: true } })
      void notify(
        'success',
        `A draft in ${languageName(tag)} to translate: the words are this post’s for a start`,
      )
    } catch (error) {
      void notify('error', errorMessage(error))
    } finally {
      setTranslating(false)
    }
  }

  const words = countWords(fields.body)
  const ids = { title: useId() }

  return (
    <div className="post-editor">
      <div className="post-editor-top">
        <Link to=".." relative="path" className="admin-link">
          ← All posts
        </Link>
        <SaveStatus
          state={saveState}
          dirty={dirty}
          autosaves={autosaves}
          online={online}
          hasTitle={Boolean(fields.title.trim())}
        />
      </div>

      {restored && <RestoredDraftBanner at={restored} onDiscard={discardLocal} />}

      <div className="post-editor-grid">
        <div className="post-editor-main">
          <div className="admin-field">
            <label htmlFor={ids.title}>Title</label>
            <input
              id={ids.title}
              className="field post-editor-title"
              value={fields.title}
              onChange={(event) => change('title')(event.target.value)}
              placeholder="What is it about?"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? `${ids.title}-error` : undefined}
              autoFocus={!post}
            />
            <FieldError id={`${ids.title}-error`} error={errors.title} />
          </div>
          <MarkdownField
            value={fields.body}
            onChange={change('body')}
            error={errors.body}
            upload={(file, onUploadProgress) =>
              uploadPostImage(file, current?._id, onUploadProgress)
            }
            footer={
              <span>
                {words.toLocaleString('en')} {words === 1 ? 'word' : 'words'} ·{' '}
                {readingMinutesOf(words)} min read
              </span>
            }
          />
        </div>

        <aside className="post-editor-side" aria-label="Post settings">
          <PublishPanel
            post={current}
            dirty={dirty}
            saving={saveState.kind === 'saving'}
            onSave={(extra) => void save(extra)}
            onPreview={() => void openPreview()}
          />
          <PostLanguagePanel
            post={current}
            language={language}
            onLanguage={(tag) => void changeLanguage(tag)}
            onTranslate={(tag) => void translate(tag)}
            translating={translating}
          />
          <TextAreaField
            label="Summary"
            hint={`Shown in lists, the feed and link previews (${fields.summary.length}/300)`}
            rows={3}
            value={fields.summary}
            onChange={(event) => change('summary')(event.target.value)}
            error={errors.summary}
          />
          <TextField
            label="Address"
            hint={`/blog/${fields.slug.trim() || 'made-from-the-title'}`}
            value={fields.slug}
            onChange={(event) => change('slug')(event.target.value)}
            placeholder="made-from-the-title"
            autoCapitalize="off"
            spellCheck={false}
            error={errors.slug}
          />
          <TextField
            label="Tags"
            hint="Separated by commas, at most 10"
            value={fields.tags}
            onChange={(event) => change('tags')(event.target.value)}
            placeholder="react, performance"
            error={errors.tags}
          />
          <CoverField value={fields.cover} onChange={change('cover')} postId={current?._id} />
          {current && (
            <EditorRecordActions
              type="post"
              record={current}
              noun="post"
              pending={remove.isPending}
              onDelete={() =>
                remove.mutate(current._id, {
                  onSuccess: () => {
                    removeLocalDraft(current._id)
                    setSaved(fields)
                    void navigate('/dashboard/posts', { state: { keepsChanges: true } })
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

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span id={id} className="field-error">
      {error}
    </span>
  ) : null
}

/** Where what is typed stands, said politely to screen readers as it changes. */
function SaveStatus({
  state,
  dirty,
  autosaves,
  online,
  hasTitle,
}: {
  state: SaveState
  dirty: boolean
  autosaves: boolean
  online: boolean
  hasTitle: boolean
}) {
  let text: string
  if (state.kind === 'saving') text = 'Saving…'
  else if (!online && dirty) text = 'Offline: your changes are kept in this browser'
  else if (state.kind === 'offline' && dirty) text = 'Not saved: the server cannot be reached'
  else if (state.kind === 'failed') text = `Not saved: ${state.message}`
  else if (dirty && !hasTitle) text = 'Kept in this browser; saved once the post has a title'
  else if (dirty && !autosaves) text = 'Unsaved changes (kept in this browser): press Update'
  else if (dirty) text = 'Unsaved changes'
  else if (state.kind === 'saved') {
    text = `Saved at ${formatTime(state.at)}`
  } else text = 'All changes saved'
  return (
    <p
      className="post-editor-status"
      role="status"
      data-problem={state.kind === 'failed' || (!online && dirty) ? true : undefined}
    >
      {text}
    </p>
  )
}

/** Publish, schedule, update, unpublish: what the post's state allows. */
function PublishPanel({
  post,
  dirty,
  saving,
  onSave,
  onPreview,
}: {
  post: Post | undefined
  dirty: boolean
  saving: boolean
  onSave: (extra?: PostUpdate) => void
  onPreview: () => void
}) {
  const state = post ? postState(post) : 'draft'
  const [scheduling, setScheduling] = useState(false)
  const [when, setWhen] = useState(() =>
    post?.publishAt && state === 'scheduled' ? localInputValue(post.publishAt) : '',
  )
  const [whenError, setWhenError] = useState<string | undefined>()
  const whenId = useId()

  const schedule = () => {
    const iso = isoFromLocalInput(when)
    if (!iso) return setWhenError('Choose a date and a time')
    if (Date.parse(iso) <= Date.now()) return setWhenError('Choose a time in the future')
    setWhenError(undefined)
    setScheduling(false)
    onSave({ status: 'published', publishAt: iso })
  }

  let line: ReactNode
  if (state === 'published' && post?.publishedAt) {
    line = <>Published {ownerDateTime(post.publishedAt)}</>
  } else if (state === 'scheduled' && post?.publishedAt) {
    line = <>Scheduled: appears {ownerDateTime(post.publishedAt)}</>
  } else line = post ? 'Draft: only you can see it' : 'New draft'

  return (
    <section className="card post-publish" aria-label="Publishing">
      <p className="post-publish-state">
        <span className={`posts-state posts-state-${state}`}>
          {state === 'draft' ? 'Draft' : state === 'scheduled' ? 'Scheduled' : 'Published'}
        </span>
        <span className="text-sm text-muted">{line}</span>
      </p>
      <div className="post-publish-actions">
        {state === 'published' ? (
          <button
            type="button"
            className="admin-button admin-button-solid"
            disabled={saving || !dirty}
            onClick={() => onSave()}
          >
            Update
          </button>
        ) : (
          <button
            type="button"
            className="admin-button admin-button-solid"
            disabled={saving}
            onClick={() => onSave({ status: 'published', publishAt: null })}
          >
            Publish now
          </button>
        )}
        {state !== 'published' && (
          <button
            type="button"
            className="admin-button"
            aria-expanded={scheduling}
            onClick={() => setScheduling((open) => !open)}
          >
            {state === 'scheduled' ? 'Change time' : 'Schedule…'}
          </button>
        )}
        {state === 'draft' && post && (
          <button type="button" className="admin-button" disabled={saving} onClick={() => onSave()}>
            Save draft
          </button>
        )}
        {state !== 'draft' && (
          <button
            type="button"
            className="admin-button"
            disabled={saving}
            onClick={() => onSave({ status: 'draft', publishAt: null })}
          >
            {state === 'scheduled' ? 'Unschedule' : 'Unpublish'}
          </button>
        )}
        {/* Not "Preview": the text field's own Preview shows the text rendered, here. */}
        <button type="button" className="admin-button" onClick={onPreview}>
          Preview on the site<span className="sr-only"> (opens in a new tab)</span>
        </button>
        {state === 'published' && post && (
          <a
            className="admin-button"
            href={postPath(post.slug)}
            target="_blank"
            rel="noopener"
            aria-label="View on the site (opens in a new tab)"
          >
            View
          </a>
        )}
      </div>
      {scheduling && (
        <div className="post-schedule">
          <div className="admin-field">
            <label htmlFor={whenId}>Appears on</label>
            <input
              id={whenId}
              type="datetime-local"
              className="field"
              value={when}
              min={localInputValue(new Date().toISOString())}
              onChange={(event) => setWhen(event.target.value)}
              aria-invalid={whenError ? true : undefined}
              aria-describedby={whenError ? `${whenId}-error` : undefined}
            />
            <FieldError id={`${whenId}-error`} error={whenError} />
          </div>
          <button type="button" className="admin-button admin-button-solid" onClick={schedule}>
            Schedule
          </button>
        </div>
      )}
    </section>
  )
}
