import type { Education, EducationInput } from '@contract/education.ts'
import { CollectionManager } from '@/features/admin/shared/components/collection-manager.tsx'
import { educationApi } from '../api/education-api.ts'

/** docs/contract.md §2, Manage Education (wire names clg, edu, sts: institution, degree, status). */
export function EducationManager() {
  return (
    <CollectionManager<Education, EducationInput>
      noun="Education"
      listTitle="Current Education"
      emptyText="No education to display"
      fields={[
        { name: 'year', label: 'Year', hint: 'Format: 2021-2025' },
        { name: 'clg', label: 'College/School' },
        { name: 'edu', label: 'Education' },
        { name: 'sts', label: 'Status' },
        { name: 'link', label: 'Link' },
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
