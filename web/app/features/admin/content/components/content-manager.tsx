import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { ContentTypeKey } from '@contract/content-types.ts'
import type { ContentItem } from '@/features/admin/shared/api/collection-api.ts'
import { ConfirmDeleteDialog } from '@/features/admin/shared/components/delete-button.tsx'
import { Drawer } from '@/features/admin/shared/components/drawer.tsx'
import { EmptyState } from '@/features/admin/shared/components/empty-state.tsx'
import { HistoryDialog } from '@/features/admin/shared/components/history-dialog.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { useReturnFocus } from '@/features/admin/shared/components/use-return-focus.ts'
import { CONTENT_PAGE_MODELS } from '../content-pages.ts'
import { AddContentForm, EditContentForm } from './content-form.tsx'
import { ContentList } from './content-list.tsx'
import type { RowActions } from './content-row.tsx'

type Editing = { mode: 'add' } | { mode: 'edit'; item: ContentItem }
interface Named {
  item: ContentItem
  name: string
}

/**
 * A form opened by the page's address, as the command palette does: `?edit=<id>` opens that
 * record's form once the list has it, `?new` a blank one. The address then loses the parameter,
 * so a reload or Back does not open it again.
 */
function useFormFromAddress(items: ContentItem[] | undefined, open: (editing: Editing) => void) {
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

/**
 * The page of one content type, from its registry entry: its heading and a "New …" button, the
 * list in the owner's order (drag to reorder; each row's menu edits, shows the history, moves
 * and deletes), and the add or edit form in a drawer (a full-screen sheet on a phone).
 */
export function ContentManager({ typeKey }: { typeKey: ContentTypeKey }) {
  const model = CONTENT_PAGE_MODELS[typeKey]
  const { type, api } = model
  const list = api.useList()
  const remove = api.useRemove()
  const reorder = api.useReorder()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [dirty, setDirty] = useState(false)
  const [history, setHistory] = useState<Named | null>(null)
  const [deleting, setDeleting] = useState<Named | null>(null)
  const focus = useReturnFocus()
  useFormFromAddress(list.data, setEditing)
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), [])
  const closeDrawer = () => {
    setEditing(null)
    setDirty(false)
  }

  const actions: RowActions = {
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
  }
  const count = list.data?.length
  const newLabel = `New ${model.singular}`
  const openAdd = () => setEditing({ mode: 'add' })

  return (
    <>
      <div className="content-page-head">
        <h1 className="admin-title">{type.dashboard.label}</h1>
        <button type="button" className="admin-button admin-button-solid" onClick={openAdd}>
          <span aria-hidden="true" className="content-new-plus">
            +
          </span>
          {newLabel}
        </button>
      </div>
      <section aria-label={type.dashboard.listTitle} className="content-list">
        <h2 className="admin-subtitle content-list-title">
          {type.dashboard.listTitle}
          {count !== undefined && (
            <span className="admin-count">
              <span className="sr-only">: </span>
              {count}
            </span>
          )}
        </h2>
        <QueryState query={list} loadingLabel={`Loading ${type.title.toLowerCase()}`}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState
                title={type.dashboard.emptyText}
                icon={type.dashboard.icon}
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
                What you add here shows on your public site, in the order you choose.
              </EmptyState>
            ) : (
              <ContentList
                model={model}
                items={items}
                actions={actions}
                reordering={reorder.isPending}
                onReorder={(next) => reorder.mutate(next)}
                deletingId={remove.isPending ? remove.variables : undefined}
              />
            )
          }
        </QueryState>
      </section>

      <Drawer
        open={editing !== null}
        title={
          editing?.mode === 'edit'
            ? `Edit ${model.nameOf(editing.item, list.data?.indexOf(editing.item) ?? 0)}`
            : newLabel
        }
        dirty={dirty}
        onClose={closeDrawer}
      >
        {editing?.mode === 'edit' ? (
          <EditContentForm
            model={model}
            item={editing.item}
            onDone={closeDrawer}
            onDirtyChange={onDirtyChange}
          />
        ) : (
          <AddContentForm model={model} onDone={closeDrawer} onDirtyChange={onDirtyChange} />
        )}
      </Drawer>
      <HistoryDialog
        open={history !== null}
        onClose={() => {
          setHistory(null)
          focus.restore()
        }}
        type={type.name}
        id={history?.item._id ?? ''}
        name={history?.name ?? ''}
        current={history?.item ?? {}}
        schema={model.schema}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        itemName={deleting?.name ?? ''}
        onClose={() => {
          setDeleting(null)
          focus.restore()
        }}
        onConfirm={() => deleting && remove.mutate(deleting.item._id)}
      />
    </>
  )
}
