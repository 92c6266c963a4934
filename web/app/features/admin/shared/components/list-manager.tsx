import type { UseQueryResult } from '@tanstack/react-query'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import type { Identified } from '../api/list-cache.ts'
import type { ObjectSchema } from '../forms/schema-field.ts'
import type { AdminIconName } from './admin-icons.tsx'
import { ContentList } from './content-list.tsx'
import type { RecordListModel, RowActions } from './content-row.tsx'
import { ConfirmDeleteDialog } from './delete-button.tsx'
import { Drawer } from './drawer.tsx'
import { EmptyState } from './empty-state.tsx'
import { HistoryDialog } from './history-dialog.tsx'
import { QueryState } from './query-state.tsx'
import { TranslationsDrawer } from './translations-drawer.tsx'
import { useListTranslations } from './use-list-translations.tsx'
import { useReturnFocus } from './use-return-focus.ts'

export type Editing<T> = { mode: 'add' } | { mode: 'edit'; item: T }
interface Named<T> {
  item: T
  name: string
}

/** What the drawer's form is told: close after a save, and whether it holds unsaved changes. */
interface FormHooks {
  onDone: () => void
  onDirtyChange: (dirty: boolean) => void
}

/**
 * A form opened by the page's address, as the command palette does: `?edit=<id>` opens that
 * record's form once the list has it, `?new` a blank one. The address then loses the parameter,
 * so a reload or Back does not open it again.
 */
function useFormFromAddress<T extends Identified>(
  items: T[] | undefined,
  open: (editing: Editing<T>) => void,
) {
  const [params, setParams] = useSearchParams()
  const id = params.get('edit')
  const blank = params.has('new')
  useEffect(() => {
    if (!blank && id === null) return
    if (!blank && !items) return
    const item = items?.find((candidate) => candidate._id === id)
    if (blank) open({ mode: 'add' })
    else if (item) open({ mode: 'edit', item })
    setParams({}, { replace: true })
  }, [blank, id, items, open, setParams])
}

export interface ListManagerProps<T extends Identified> {
  model: RecordListModel<T>
  /** The page's heading. */
  heading: string
  /** The list's own heading, with the count beside it. */
  listTitle: string
  /** "New skill": the head's button, the empty state's and the drawer's title. */
  newLabel: string
  loadingLabel: string
  empty: { title: string; icon?: AdminIconName; text: ReactNode }
  list: UseQueryResult<T[]>
  remove: { isPending: boolean; variables: string | undefined; mutate: (id: string) => void }
  reorder: { isPending: boolean; mutate: (items: T[]) => void }
  /** The records' history type (contract/history.ts) and the form's labels for it. */
  history: { type: string; schema?: ObjectSchema }
  /** The drawer's title while a record is edited. */
  editTitle: (item: T, index: number) => string
  form: (editing: Editing<T>, hooks: FormHooks) => ReactNode
  /** A page of each record's own, opened by its title (RowActions.open). */
  open?: RowActions<T>['open']
  /** A row's own menu items, after Edit (RowActions.more). */
  more?: RowActions<T>['more']
  /** What a delete does beyond the usual, in the confirmation's words. */
  deleteConsequence?: (item: T) => string | undefined
  /** Beside the heading, after the New button (another action on the page). */
  headExtra?: ReactNode
  /** Under the heading: what the page is about. */
  intro?: ReactNode
  /** Adding is closed (a limit is reached): why, said in place of the New button. */
  closed?: string
}

/**
 * A list page of the dashboard: its heading and a "New …" button, the list in the owner's order
 * (drag to reorder; each row's menu edits, shows the history, moves and deletes, asking first),
 * an empty state that says what the list is for, and the add or edit form in a drawer (a
 * full-screen sheet on a phone). Every content type's page and a custom section's are this.
 */
export function ListManager<T extends Identified>({
  model,
  heading,
  listTitle,
  newLabel,
  loadingLabel,
  empty,
  list,
  remove,
  reorder,
  history: historyOf,
  editTitle,
  form,
  open,
  deleteConsequence,
  headExtra,
  intro,
  closed,
  more,
}: ListManagerProps<T>) {
  const [editing, setEditing] = useState<Editing<T> | null>(null)
  const [dirty, setDirty] = useState(false)
  const [history, setHistory] = useState<Named<T> | null>(null)
  const [deleting, setDeleting] = useState<Named<T> | null>(null)
  const [translating, setTranslating] = useState<Named<T> | null>(null)
  const translations = useListTranslations(historyOf.type)
  const focus = useReturnFocus()
  useFormFromAddress(list.data, setEditing)
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), [])
  const closeDrawer = () => {
    setEditing(null)
    setDirty(false)
  }

  const actions: RowActions<T> = {
    edit: (item, opener) => {
      focus.remember(opener)
      setEditing({ mode: 'edit', item })
    },
    history: (item, name, opener) => {
      focus.remember(opener)
      setHistory({ item, name })
    },
    remove: (item, name, opener) => {
      focus.remember(opener)
      setDeleting({ item, name })
    },
    open,
    more: (item) => [
      ...(more?.(item) ?? []),
      ...(translations.enabled
        ? [
            {
              label: 'Translate',
              onSelect: () => {
                const index = list.data?.indexOf(item) ?? 0
                setTranslating({ item, name: model.nameOf(item, index) })
              },
            },
          ]
        : []),
    ],
  }
  const count = list.data?.length
  const openAdd = () => setEditing({ mode: 'add' })
  const consequence = deleting && deleteConsequence?.(deleting.item)

  return (
    <>
      <div className="content-page-head">
        <h1 className="admin-title">{heading}</h1>
        {/* One block: on a narrow screen it goes under the heading whole. */}
        <div className="content-page-actions">
          {closed ? (
            <p className="admin-hint content-page-closed" role="status">
              {closed}
            </p>
          ) : (
            <button type="button" className="admin-button admin-button-solid" onClick={openAdd}>
              <span aria-hidden="true" className="content-new-plus">
                +
              </span>
              {newLabel}
            </button>
          )}
          {headExtra}
        </div>
      </div>
      {intro}
      {translations.pageNote}
      <section aria-label={listTitle} className="content-list">
        <h2 className="admin-subtitle content-list-title">
          {listTitle}
          {count !== undefined && (
            <span className="admin-count">
              <span className="sr-only">: </span>
              {count}
            </span>
          )}
        </h2>
        <QueryState query={list} loadingLabel={loadingLabel}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState
                title={empty.title}
                icon={empty.icon}
                headingLevel={3}
                action={
                  <button
                    type="button"
                    className="admin-button admin-button-solid"
                    onClick={openAdd}
                  >
                    {newLabel}
                  </button>
                }
              >
                {empty.text}
              </EmptyState>
            ) : (
              <ContentList
                model={model}
                items={items}
                actions={actions}
                reordering={reorder.isPending}
                onReorder={(next) => reorder.mutate(next)}
                deletingId={remove.isPending ? remove.variables : undefined}
                noteOf={translations.rowNote}
              />
            )
          }
        </QueryState>
      </section>

      <Drawer
        open={editing !== null}
        title={
          editing?.mode === 'edit'
            ? editTitle(editing.item, list.data?.indexOf(editing.item) ?? 0)
            : newLabel
        }
        dirty={dirty}
        onClose={closeDrawer}
      >
        {editing && form(editing, { onDone: closeDrawer, onDirtyChange })}
      </Drawer>
      <TranslationsDrawer
        type={historyOf.type}
        target={translating && { id: translating.item._id, name: translating.name }}
        onClose={() => setTranslating(null)}
      />
      <HistoryDialog
        open={history !== null}
        onClose={() => {
          setHistory(null)
          focus.restore()
        }}
        type={historyOf.type}
        id={history?.item._id ?? ''}
        name={history?.name ?? ''}
        current={history?.item ?? {}}
        schema={historyOf.schema}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        itemName={deleting?.name ?? ''}
        consequence={consequence || undefined}
        onClose={() => {
          setDeleting(null)
          focus.restore()
        }}
        onConfirm={() => deleting && remove.mutate(deleting.item._id)}
      />
    </>
  )
}
