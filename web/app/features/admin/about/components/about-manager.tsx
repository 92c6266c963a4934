import { CONTENT_TYPES } from '@contract/content-types.ts'
import { AboutInput, type About } from '@contract/about.ts'
import { CollectionManager } from '@/features/admin/shared/components/collection-manager.tsx'
import { aboutApi } from '../api/about-api.ts'

/** docs/contract.md §2, Manage About: paragraphs. */
export function AboutManager() {
  return (
    <CollectionManager<About, AboutInput>
      noun="Paragraph"
      historyType={CONTENT_TYPES.about.name}
      listTitle="Current Paragraphs"
      emptyText="No paragraphs to display"
      schema={AboutInput}
      newAt={CONTENT_TYPES.about.newAt}
      fields={[{ name: 'para' }]}
      blank={{ para: '' }}
      toInput={(about) => ({ para: about.para })}
      summary={(about) => <p className="whitespace-pre-line">{about.para}</p>}
      itemName={(_about, index) => `Paragraph-${index + 1}`}
      list={aboutApi.useList()}
      create={aboutApi.useCreate()}
      update={aboutApi.useUpdate()}
      remove={aboutApi.useRemove()}
      reorder={aboutApi.useReorder()}
    />
  )
}
