import { useQueries } from '@tanstack/react-query'
import { SECTION_LIMITS } from '@contract/limits.ts'
import { SectionInput, type Section } from '@contract/section.ts'
import { sectionItemsQueryOptions, useSections } from '@/features/admin/shared/api/list-sections.ts'
import { ListManager } from '@/features/admin/shared/components/list-manager.tsx'
import { useDeleteSection, useMoveSection } from '../api/sections-api.ts'
import { itemCount } from '../section-words.ts'
import { sectionItemsPath, sectionListModel } from '../section-lists.ts'
import { SectionForm } from './section-form.tsx'

/** How many items each section has, by its id, as their lists arrive. */
function useItemCounts(sections: readonly Section[] | undefined): Map<string, number> {
  const lists = useQueries({
    queries: (sections ?? []).map((section) => sectionItemsQueryOptions(section._id)),
  })
  const counts = new Map<string, number>()
  sections?.forEach((section, index) => {
    const items = lists[index]?.data
    if (items) counts.set(section._id, items.length)
  })
  return counts
}

/**
 * The owner's custom sections (docs/decisions/0016), in their order: each one's title opens its
 * items; its menu edits its definition, shows its history, moves it and deletes it (with its
 * items, to the trash). "New section" opens the definition form in a drawer.
 */
export function SectionsManager() {
  const list = useSections()
  const remove = useDeleteSection()
  const move = useMoveSection()
  const counts = useItemCounts(list.data)
  const full = (list.data?.length ?? 0) >= SECTION_LIMITS.sections

  return (
    <ListManager
      model={sectionListModel(counts)}
      heading="Sections"
      listTitle="Your sections"
      newLabel="New section"
      loadingLabel="Loading your sections"
      empty={{
        title: 'No sections of your own yet',
        icon: 'sections',
        text: (
          <>
            A section is a list of your own on your site, at an address of its own: Talks, Awards,
            Open source, Languages, Volunteering… You choose what its items have (a date, an event,
            a link, an image) and name each field in your words, then give it a place on the home
            page in Site settings.
          </>
        ),
      }}
      list={list}
      remove={remove}
      reorder={move}
      history={{ type: 'section', schema: SectionInput }}
      editTitle={(section) => `Edit ${section.name}`}
      form={(editing, hooks) => (
        <SectionForm section={editing.mode === 'edit' ? editing.item : undefined} {...hooks} />
      )}
      open={{ label: 'Items', path: sectionItemsPath }}
      deleteConsequence={(section) => {
        const count = counts.get(section._id)
        if (count === 0) return undefined
        const items = count === undefined ? 'its items' : `its ${itemCount(count)}`
        return `It goes to the trash with ${items}, where you can put them back together.`
      }}
      closed={
        full
          ? `A site has at most ${SECTION_LIMITS.sections} sections: delete one to add another.`
          : undefined
      }
    />
  )
}
