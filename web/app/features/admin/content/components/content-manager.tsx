import type { ContentTypeKey } from '@contract/content-types.ts'
import { ListManager } from '@/features/admin/shared/components/list-manager.tsx'
import { CONTENT_PAGE_MODELS } from '../content-pages.ts'
import { AddContentForm, EditContentForm } from './content-form.tsx'

const none = () => []
const noRowMenu = () => none

/**
 * The page of one content type, from its registry entry: the dashboard's list page
 * (shared/components/list-manager.tsx) with the type's words, calls and forms.
 */
export function ContentManager({ typeKey }: { typeKey: ContentTypeKey }) {
  const model = CONTENT_PAGE_MODELS[typeKey]
  const { type, api } = model
  const list = api.useList()
  const remove = api.useRemove()
  const reorder = api.useReorder()
  // The page is keyed by its type (routes/admin/manage-content.tsx): the hook never changes.
  const rowMenu = (model.useRowMenu ?? noRowMenu)()

  return (
    <ListManager
      model={model}
      heading={type.dashboard.label}
      listTitle={type.dashboard.listTitle}
      newLabel={`New ${model.singular}`}
      loadingLabel={`Loading ${type.title.toLowerCase()}`}
      empty={{
        title: type.dashboard.emptyText,
        icon: type.dashboard.icon,
        text: 'What you add here shows on your public site, in the order you choose.',
      }}
      list={list}
      remove={remove}
      reorder={reorder}
      history={{ type: type.name, schema: model.schema }}
      more={rowMenu}
      intro={model.intro && <p className="admin-hint">{model.intro}</p>}
      editTitle={(item, index) => `Edit ${model.nameOf(item, index)}`}
      form={(editing, hooks) =>
        editing.mode === 'edit' ? (
          <EditContentForm model={model} item={editing.item} {...hooks} />
        ) : (
          <AddContentForm model={model} {...hooks} />
        )
      }
    />
  )
}
