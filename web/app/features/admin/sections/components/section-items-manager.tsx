import { useCallback, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { SECTION_LIMITS } from '@contract/limits.ts'
import type { Section } from '@contract/section.ts'
import {
  NO_SUCH_SECTION,
  sectionIcon,
  useSections,
} from '@/features/admin/shared/api/list-sections.ts'
import { Drawer } from '@/features/admin/shared/components/drawer.tsx'
import { EmptyState } from '@/features/admin/shared/components/empty-state.tsx'
import { ListManager } from '@/features/admin/shared/components/list-manager.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { useDeleteItem, useReorderItems, useSectionItems } from '../api/section-items-api.ts'
import { LAYOUTS, layoutOf } from '../section-words.ts'
import { itemHistorySchema, itemListModel, sectionPath } from '../section-lists.ts'
import { ItemForm } from './item-form.tsx'
import { SectionForm } from './section-form.tsx'

const ALL_SECTIONS = '/dashboard/sections'

/** The link back to the list of sections, above a section's own page. */
function BackLink() {
  return (
    <Link to={ALL_SECTIONS} className="admin-link section-back">
      ← All sections
    </Link>
  )
}

/**
 * One custom section's items (at /dashboard/sections/<id>), managed like every other list: add,
 * edit in place, reorder by drag and keyboard, history, delete to the trash with Undo. "Edit
 * section" opens its definition; the form of an item is drawn from that definition.
 */
export function SectionItemsManager({ sectionId }: { sectionId: string }) {
  const sections = useSections()
  return (
    <QueryState query={sections} loadingLabel="Loading the section">
      {(list) => {
        const section = list.find((candidate) => candidate._id === sectionId)
        if (!section) {
          return (
            <>
              <BackLink />
              <h1 className="admin-title">Section not found</h1>
              <EmptyState
                title={NO_SUCH_SECTION}
                icon="sections"
                action={
                  <Link to="/dashboard/trash" className="admin-button">
                    Open the trash
                  </Link>
                }
              >
                A deleted section waits in the trash with its items: putting it back brings both.
              </EmptyState>
            </>
          )
        }
        return <SectionItems section={section} />
      }}
    </QueryState>
  )
}

function SectionItems({ section }: { section: Section }) {
  const navigate = useNavigate()
  const items = useSectionItems(section._id)
  const remove = useDeleteItem(section._id)
  const reorder = useReorderItems(section._id)
  const [editingSection, setEditingSection] = useState(false)
  const [sectionDirty, setSectionDirty] = useState(false)
  const onSectionDirty = useCallback((dirty: boolean) => setSectionDirty(dirty), [])
  const full = (items.data?.length ?? 0) >= SECTION_LIMITS.items
  const fieldNames = section.fields.map((field) => field.label).join(', ')

  return (
    <>
      <BackLink />
      <ListManager
        model={itemListModel(section)}
        heading={section.name}
        listTitle="Items"
        newLabel="New item"
        loadingLabel={`Loading the items of ${section.name}`}
        empty={{
          title: `Nothing in ${section.name} yet`,
          icon: sectionIcon(section),
          text: 'Add its first item: visitors see the section once it has one.',
        }}
        list={items}
        remove={remove}
        reorder={reorder}
        history={{ type: 'section-item', schema: itemHistorySchema(section) }}
        editTitle={(item) => `Edit ${item.title}`}
        form={(editing, hooks) => (
          <ItemForm
            section={section}
            item={editing.mode === 'edit' ? editing.item : undefined}
            {...hooks}
          />
        )}
        headExtra={
          <button type="button" className="admin-button" onClick={() => setEditingSection(true)}>
            Edit section
          </button>
        }
        intro={
          <p className="admin-hint section-summary">
            At{' '}
            <a className="admin-link" href={sectionPath(section)} target="_blank" rel="noopener">
              {sectionPath(section)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            · {LAYOUTS[layoutOf(section)].label} · Fields: {fieldNames}
          </p>
        }
        closed={
          full
            ? `A section has at most ${SECTION_LIMITS.items} items: delete one to add another.`
            : undefined
        }
      />
      <Drawer
        open={editingSection}
        title={`Edit ${section.name}`}
        dirty={sectionDirty}
        onClose={() => {
          setEditingSection(false)
          setSectionDirty(false)
        }}
      >
        <SectionForm
          section={section}
          onDone={() => {
            setEditingSection(false)
            setSectionDirty(false)
          }}
          onDirtyChange={onSectionDirty}
          onDeleted={() => void navigate(ALL_SECTIONS)}
        />
      </Drawer>
    </>
  )
}
