import type { About, AboutInput } from '@contract/about.ts'
import { CollectionManager } from '@/features/admin/shared/components/collection-manager.tsx'
import { useCreateAbout } from '../api/create-about.ts'
import { useDeleteAbout } from '../api/delete-about.ts'
import { useAboutList } from '../api/list-about.ts'
import { useReorderAbout } from '../api/reorder-about.ts'
import { useUpdateAbout } from '../api/update-about.ts'

/** docs/contract.md §2, Manage About: paragraphs. */
export function AboutManager() {
  return (
    <CollectionManager<About, AboutInput>
      noun="Paragraph"
      listTitle="Current Paragraphs"
      emptyText="No paragraphs to display"
      fields={[{ name: 'para', label: 'Paragraph', multiline: true }]}
      blank={{ para: '' }}
      toInput={(about) => ({ para: about.para })}
      summary={(about) => <p className="whitespace-pre-line">{about.para}</p>}
      itemName={(_about, index) => `Paragraph-${index + 1}`}
      list={useAboutList()}
      create={useCreateAbout()}
      update={useUpdateAbout()}
      remove={useDeleteAbout()}
      reorder={useReorderAbout()}
    />
  )
}
