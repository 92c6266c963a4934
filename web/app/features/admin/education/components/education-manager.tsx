import { CONTENT_TYPES } from '@contract/content-types.ts'
import { EducationInput, type Education } from '@contract/education.ts'
import { CollectionManager } from '@/features/admin/shared/components/collection-manager.tsx'
import { educationApi } from '../api/education-api.ts'

/** docs/contract.md §2, Manage Education (wire names clg, edu, sts: institution, degree, status). */
export function EducationManager() {
  return (
    <CollectionManager<Education, EducationInput>
      noun="Education"
      historyType={CONTENT_TYPES.education.name}
      listTitle="Current Education"
      emptyText="No education to display"
      schema={EducationInput}
      newAt={CONTENT_TYPES.education.newAt}
      fields={[
        { name: 'year' },
        { name: 'clg' },
        { name: 'edu' },
        { name: 'sts' },
        { name: 'link', type: 'url' },
      ]}
      blank={{ year: '', clg: '', edu: '', sts: '', link: '' }}
      toInput={({ year, clg, edu, sts, link }) => ({ year, clg, edu, sts, link })}
      summary={(entry) => (
        <>
          <p>{entry.edu}</p>
          <p>{entry.clg}</p>
          <p className="text-sm text-muted">
            {entry.year}
            {entry.sts && ` · ${entry.sts}`}
          </p>
        </>
      )}
      itemName={(entry) => `${entry.edu}, ${entry.clg}`}
      list={educationApi.useList()}
      create={educationApi.useCreate()}
      update={educationApi.useUpdate()}
      remove={educationApi.useRemove()}
      reorder={educationApi.useReorder()}
    />
  )
}
